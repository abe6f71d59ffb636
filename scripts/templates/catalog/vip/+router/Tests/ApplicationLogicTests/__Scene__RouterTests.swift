import ApplicationLogic
import BusinessLogic
import Testing

/// The __command__ router hands what the interactor's data store holds to the next scene.
@MainActor
@Suite struct __Scene__RouterTests {
  final class DataStoreStub: __Scene__DataStore {
    var productCount: Int?
  }

  @Test func passesTheDataStoresValueInTheRoute() async {
    let navigator = SceneNavigatorSpy()
    let store = DataStoreStub()
    store.productCount = 7
    let router = __Scene__Router(navigator: navigator)
    router.dataStore = store
    await router.routeToProducts()
    #expect(navigator.routes == [.productList(ProductListRequest(limit: "7"))])
  }

  @Test func anEmptyDataStoreGoesNowhere() async {
    let navigator = SceneNavigatorSpy()
    let store = DataStoreStub()
    let router = __Scene__Router(navigator: navigator)
    router.dataStore = store
    await router.routeToProducts()
    #expect(navigator.routes.isEmpty)
  }
}
