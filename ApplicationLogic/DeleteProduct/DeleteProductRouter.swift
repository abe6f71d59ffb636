import BusinessLogic

/// VIP router for deleting a product: hands the product as it was, from the interactor's data
/// store, to the detail scene (`-o json` prints what was deleted).
@MainActor
public final class DeleteProductRouter: DeleteProductRoutingLogic, DeleteProductDataPassing {
  public weak var dataStore: (any DeleteProductDataStore)?
  private weak var navigator: (any SceneNavigator)?

  public init(navigator: any SceneNavigator) {
    self.navigator = navigator
  }

  public func routeToProductDetail() async {
    guard let product = dataStore?.product else { return }
    await navigator?.navigate(to: .productDetail(ProductDetailRequest(product: product)))
  }
}
