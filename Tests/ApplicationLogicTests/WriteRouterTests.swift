import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The three write routers hand the product in their scene's data store to the detail scene.
@MainActor
@Suite struct WriteRouterTests {
  @Test func eachRouterHandsTheStoredProductToTheDetailScene() async {
    let navigator = SceneNavigatorSpy()
    let store = WriteDataStoreStub(product: Seeds.iPhone)
    let add = AddProductRouter(navigator: navigator)
    add.dataStore = store
    let edit = EditProductRouter(navigator: navigator)
    edit.dataStore = store
    let delete = DeleteProductRouter(navigator: navigator)
    delete.dataStore = store
    await add.routeToProductDetail()
    await edit.routeToProductDetail()
    await delete.routeToProductDetail()
    let route = CatalogRoute.productDetail(ProductDetailRequest(product: Seeds.iPhone))
    #expect(navigator.routes == [route, route, route])
  }

  @Test func anEmptyDataStoreGoesNowhere() async {
    let navigator = SceneNavigatorSpy()
    let store = WriteDataStoreStub(product: nil)
    let router = EditProductRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToProductDetail()
    #expect(navigator.routes.isEmpty)
  }
}
