import ApplicationLogic
import BusinessLogic

/// The pages' words for what messages refer to: the controls on the page, as a visitor sees
/// them.
struct PageVocabulary: ServedVocabulary {
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
  var howToGiveAToken: String { "sign in on this site" }
  var howToListCurrencies: String { "\"catalog currencies\" lists the currencies the rates know" }
  func howToGive(_ secret: SignInSecretKind) -> String { "give your username and password" }
  func howToSignIn(at origin: String) -> String { "sign in on this site" }
}
