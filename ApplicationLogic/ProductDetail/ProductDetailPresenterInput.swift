/// What the product-detail view reports to its presenter.
@MainActor
public protocol ProductDetailPresenterInput: AnyObject {
  func viewIsReady() async
}
