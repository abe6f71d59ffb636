/// VIP: what the delete view may ask its interactor.
@MainActor
public protocol DeleteProductBusinessLogic: AnyObject {
  /// The product as it is now, so the view can ask before deleting it.
  func loadProduct(_ request: DeleteProduct.Load.Request) async
  func deleteProduct(_ request: DeleteProduct.Delete.Request) async
}
