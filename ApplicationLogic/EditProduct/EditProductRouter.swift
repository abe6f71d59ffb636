import BusinessLogic

/// VIP router for editing a product: hands the saved product, from the interactor's data store,
/// to the detail scene, which shows it without reading it again.
@MainActor
public final class EditProductRouter: EditProductRoutingLogic, EditProductDataPassing {
  public weak var dataStore: (any EditProductDataStore)?
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func routeToProductDetail() async {
    guard let product = dataStore?.product else { return }
    await navigator?.navigate(to: .productDetail(ProductDetailRequest(product: product)))
  }
}
