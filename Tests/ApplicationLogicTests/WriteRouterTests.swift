import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The write scenes' router hands the product in the scene's data store to the detail scene.
@MainActor
@Suite struct WriteRouterTests {
  @Test func theRouterHandsTheStoredProductToTheDetailScene() async {
    let navigator = SceneNavigatorSpy()
    let router = ProductChangeRouter(navigator: navigator)
    let store = WriteDataStoreStub(product: Seeds.iPhone)
    router.dataStore = store
    await router.routeToProductDetail()
    #expect(navigator.routes == [CatalogRoute.productDetail(ProductDetailRequest(product: Seeds.iPhone))])
  }

  @Test func anEmptyDataStoreGoesNowhere() async {
    let navigator = SceneNavigatorSpy()
    let store = WriteDataStoreStub(product: nil)
    let router = ProductChangeRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToProductDetail()
    #expect(navigator.routes.isEmpty)
  }
}
