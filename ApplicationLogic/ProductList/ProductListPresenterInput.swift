/// What the product-list view reports to its presenter: it is ready.
@MainActor
public protocol ProductListPresenterInput: AnyObject {
  func viewIsReady() async
}
