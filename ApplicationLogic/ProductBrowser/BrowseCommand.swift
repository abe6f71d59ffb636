import DomainEntities

/// What a key asks the browser's presenter to do beyond changing what is on screen.
public enum BrowseCommand: Hashable, Sendable {
  /// Ask the use case for this page.
  case load(CatalogQuery)
  /// Ask the wireframe for the full detail scene of this product.
  case openDetail(ProductID)
  /// Ask the wireframe for the categories scene, to choose one.
  case openCategories
  /// Ask the wireframe for the About scene.
  case openAbout
  /// Ask the wireframe for the edit scene on this product, in an editor.
  case editProduct(ProductID)
  /// Ask the wireframe for the add scene, in an editor.
  case addProduct
  /// Ask the wireframe to delete this product; the person has said yes.
  case deleteProduct(ProductID)
  case quit
}
