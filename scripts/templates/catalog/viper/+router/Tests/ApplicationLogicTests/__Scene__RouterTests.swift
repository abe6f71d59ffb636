import ApplicationLogic
import BusinessLogic
import Testing

/// The __command__ router turns where the scene asks to go into a route for the navigator.
@MainActor
@Suite struct __Scene__RouterTests {
  @Test func presentsTheProductListRoute() async {
    let navigator = SceneNavigatorSpy()
    await __Scene__Router(navigator: navigator).presentProducts()
    #expect(navigator.routes == [.productList(ProductListRequest())])
  }
}
