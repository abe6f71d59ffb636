import BusinessLogic
import DomainEntities

/// Navigation out of the browser.
@MainActor
public protocol ProductBrowserWireframe: AnyObject {
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

/// The browser's wireframe: turns what a key asks for into the route of the scene that does it.
@MainActor
public final class ProductBrowserRouter: ProductBrowserWireframe {
  /// Weak: the navigator owns the scenes, and so, through them, this router.
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func presentDetail(of productID: ProductID) async {
    await navigator?.navigate(to: .productDetail(ProductDetailRequest(productID: productID)))
  }

  public func presentCategories() async {
    await navigator?.navigate(to: .categories)
  }

  public func presentAbout() async {
    await navigator?.navigate(to: .about(openingHomePage: false))
  }

  public func presentEditor(of productID: ProductID) async {
    await navigator?.navigate(to: .editProduct(id: productID.description, .editor, dryRun: false))
  }

  public func presentNewProduct() async {
    await navigator?.navigate(to: .addProduct(.editor, dryRun: false))
  }

  public func presentDeletion(of productID: ProductID) async {
    await navigator?.navigate(to: .deleteProduct(id: productID.description, .given, dryRun: false))
  }
}
