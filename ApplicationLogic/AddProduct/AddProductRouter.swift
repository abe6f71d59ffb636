import BusinessLogic

/// VIP router for adding a product: hands the stored product, from the interactor's data store,
/// to the detail scene, which shows it without reading it again.
@MainActor
public final class AddProductRouter: AddProductRoutingLogic, AddProductDataPassing {
  public weak var dataStore: (any AddProductDataStore)?
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func routeToProductDetail() async {
    guard let product = dataStore?.product else { return }
    await navigator?.navigate(to: .productDetail(ProductDetailRequest(product: product)))
  }
}
