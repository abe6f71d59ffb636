/// What the product-detail view reports to its presenter.
@MainActor
public protocol ProductDetailPresenterInput: AnyObject {
  func viewIsReady() async
  /// The screen changed size: lay the product out again, without loading it again.
  func viewDidResize(to layout: DetailLayout)
}
