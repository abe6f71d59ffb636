import ApplicationLogic
import BusinessLogic

/// The API's words for what messages refer to: query parameters and routes, as a client of
/// `catalog serve` writes them.
struct WebVocabulary: ServedVocabulary {
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
  var howToGiveAToken: String { "send a token from POST /auth/login as Authorization: Bearer TOKEN" }
  var howToListCurrencies: String { "the catalog's currencies are listed by \"catalog currencies\"" }
  func howToGive(_ secret: SignInSecretKind) -> String {
    "send {\"username\": …, \"password\": …} to POST /auth/login"
  }
  func howToSignIn(at origin: String) -> String { "sign in with POST \(origin)/auth/login" }
}
