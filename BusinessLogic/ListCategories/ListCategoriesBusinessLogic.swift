/// VIP: what the categories view may ask its interactor.
@MainActor
public protocol ListCategoriesBusinessLogic: AnyObject {
  func fetchCategories(_ request: ListCategories.Fetch.Request) async
}
