import ApplicationLogic
import BusinessLogic

/// The API's words for what messages refer to: query parameters and routes, as a client of
/// `catalog serve` writes them.
struct WebVocabulary: InterfaceVocabulary {
  func name(of field: RequestField) -> String {
    switch field {
    case .searchText: "q"
    case .category: "the category in /products/category/{slug}"
    case .sortField: "sortBy"
    case .sortOrder: "order"
    case .limit: "limit"
    case .skip: "skip"
    case .productID: "product id"
    }
  }

  var howToListCategories: String { "GET /products/category-list lists them all" }
  var howToFindProductIDs: String { "GET /products/search?q=… finds product ids" }
  func howToContinue(afterOffset offset: Int) -> String { "skip=\(offset) for more" }
  var howToAllowMoreTime: String { "the server's operator can allow more time with --timeout SECONDS" }
  var howToUseTheEmbeddedCatalog: String { "the server's operator can serve the embedded catalog" }
  var howToGiveASource: String { "the server's operator gives a JSON file with --source" }
  var howToMakeAWritableCopy: String { "the server's operator can serve a copy of the catalog in a file" }
  var howToGiveAToken: String { "send a token from POST /auth/login as Authorization: Bearer TOKEN" }
  var howToListCurrencies: String { "the catalog's currencies are listed by \"catalog currencies\"" }
  var howToChooseRates: String { "the server's operator names a rates service with --rates" }
  var howToNameAServer: String { "the server's operator names the catalog with --source" }
  func howToGive(_ secret: SignInSecretKind) -> String {
    "send {\"username\": …, \"password\": …} to POST /auth/login"
  }
  func howToSignIn(at origin: String) -> String { "sign in with POST \(origin)/auth/login" }
}
