/// VIP: what the edit view may ask its interactor.
@MainActor
public protocol EditProductBusinessLogic: AnyObject {
  /// The product as it is now, for an editor to start from.
  func loadProduct(_ request: EditProduct.Load.Request) async
  func saveProduct(_ request: EditProduct.Save.Request) async
}
