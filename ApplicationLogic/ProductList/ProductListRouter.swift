import BusinessLogic
import DomainEntities

/// The product list's wireframe: turns "show this product" into the detail route.
@MainActor
public final class ProductListRouter: ProductListWireframe {
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
