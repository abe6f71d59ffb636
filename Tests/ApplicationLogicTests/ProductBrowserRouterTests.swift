import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ProductBrowserRouterTests {
  @Test func presentsTheDetailRouteForTheProduct() async {
    let navigator = SceneNavigatorSpy()
    await ProductBrowserRouter(navigator: navigator).presentDetail(of: ProductID(42))
    #expect(navigator.routes == [.productDetail(ProductDetailRequest(productID: ProductID(42)))])
  }

  @Test func presentsTheCategoriesRoute() async {
    let navigator = SceneNavigatorSpy()
    await ProductBrowserRouter(navigator: navigator).presentCategories()
    #expect(navigator.routes == [.categories])
  }

  @Test func doesNotKeepTheNavigatorAlive() async {
    weak var weakNavigator: SceneNavigatorSpy?
    let router: ProductBrowserRouter
    do {
      let navigator = SceneNavigatorSpy()
      weakNavigator = navigator
      router = ProductBrowserRouter(navigator: navigator)
    }
    #expect(weakNavigator == nil)
    await router.presentDetail(of: ProductID(1))
  }
}
