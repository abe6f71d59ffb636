import ApplicationLogic
import BusinessLogic

/// The pages' words for what messages refer to: the controls on the page, as a visitor sees
/// them.
struct PageVocabulary: InterfaceVocabulary {
  func name(of field: RequestField) -> String {
    switch field {
    case .searchText: "Search"
    case .category: "Category"
    case .sortField: "Sort by"
    case .sortOrder: "Order"
    case .limit: "Per page"
    case .skip: "page"
    case .productID: "product id"
    }
  }

  var howToListCategories: String { "the Categories page lists them all" }
  var howToFindProductIDs: String { "search the catalog to find a product" }
  func howToContinue(afterOffset offset: Int) -> String { "Next for more" }
  var howToAllowMoreTime: String { "the server's operator can allow more time with --timeout SECONDS" }
  var howToUseTheEmbeddedCatalog: String { "the server's operator can serve the embedded catalog" }
  var howToGiveASource: String { "the server's operator gives a JSON file with --source" }
  var howToMakeAWritableCopy: String { "the server's operator can serve a copy of the catalog in a file" }
  var howToGiveAToken: String { "sign in on this site" }
  var howToListCurrencies: String { "\"catalog currencies\" lists the currencies the rates know" }
  var howToChooseRates: String { "the server's operator names a rates service with --rates" }
  var howToNameAServer: String { "the server's operator names the catalog with --source" }
  func howToGive(_ secret: SignInSecretKind) -> String { "give your username and password" }
  func howToSignIn(at origin: String) -> String { "sign in on this site" }
}
