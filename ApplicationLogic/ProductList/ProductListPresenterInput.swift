/// What the product-list view reports to its presenter: it is ready, or the user chose a row.
@MainActor
public protocol ProductListPresenterInput: AnyObject {
  func viewIsReady() async
  func showDetailOfItem(at index: Int) async
}
