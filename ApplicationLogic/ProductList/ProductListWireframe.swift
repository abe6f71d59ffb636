import DomainEntities

/// Navigation out of the product list.
@MainActor
public protocol ProductListWireframe: AnyObject {
  func presentDetail(of productID: ProductID) async
  /// The categories, to choose one for the list.
  func presentCategories() async
  /// The About scene: the program, the catalog in use, the exchange rates.
  func presentAbout() async
  /// The edit scene on a product, in the person's editor.
  func presentEditor(of productID: ProductID) async
  /// The add scene, in the person's editor.
  func presentNewProduct() async
  /// The delete scene, already confirmed.
  func presentDeletion(of productID: ProductID) async
}
