/// The detail use case's input boundary.
@MainActor
public protocol ProductDetailBusinessLogic: AnyObject {
  func loadProduct(_ request: ProductDetailRequest) async
}
