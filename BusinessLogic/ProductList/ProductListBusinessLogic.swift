/// The list use case's input boundary: what a presenter may ask of it.
@MainActor
public protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(_ request: ProductListRequest) async
}
