/// VIP: the interactor's output boundary, implemented by the categories presenter.
@MainActor
public protocol ListCategoriesPresentationLogic: AnyObject {
  func presentCategories(_ response: ListCategories.Fetch.Response)
  func presentSourceFailure(_ error: CatalogSourceError)
}
