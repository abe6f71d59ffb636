import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ListCategoriesRouterTests {
  @Test func routesToTheProductsOfTheChosenCategoryFromTheDataStore() async {
    let navigator = SceneNavigatorSpy()
    let store = ListCategoriesDataStoreStub(categories: [
      Category(slug: CategorySlug("beauty"), name: "Beauty", productCount: 5),
      Category(slug: CategorySlug("laptops"), name: "Laptops", productCount: 5),
    ])
    let router = ListCategoriesRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToProducts(inCategoryAt: 1)
    #expect(navigator.routes == [.productList(ProductListRequest(category: "laptops"))])
  }

  @Test func anIndexOutsideTheStoreGoesNowhere() async {
    let navigator = SceneNavigatorSpy()
    let store = ListCategoriesDataStoreStub(categories: [])
    let router = ListCategoriesRouter(navigator: navigator)
    router.dataStore = store
    await router.routeToProducts(inCategoryAt: 0)
    #expect(navigator.routes.isEmpty)
  }
}
