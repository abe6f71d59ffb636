/// VIP: what the add view may ask its interactor.
@MainActor
public protocol AddProductBusinessLogic: AnyObject {
  /// Checks a product can be added before the view asks for one (an editor opened on a template).
  func prepareProduct(_ request: AddProduct.Prepare.Request) async
  func addProduct(_ request: AddProduct.Save.Request) async
}
