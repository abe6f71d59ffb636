import BusinessLogic
import DomainEntities

/// A repository that answers from seed products with the real evaluator, and records each call.
actor FakeProductRepository: ProductRepository {
  nonisolated let sourceName = "fake"
  var products: [Product]
  var failure: CatalogSourceError?
  private(set) var queries: [CatalogQuery] = []
  private(set) var categoryRequests = 0

  init(products: [Product] = Seeds.all, failure: CatalogSourceError? = nil) {
    self.products = products
    self.failure = failure
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    queries.append(query)
    if let failure { throw failure }
    return InMemoryCatalog(products: products).page(query)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    if let failure { throw failure }
    return try InMemoryCatalog(products: products).product(withID: id, source: sourceName)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    categoryRequests += 1
    if let failure { throw failure }
    return InMemoryCatalog(products: products).categories()
  }
}

@MainActor
final class ProductListOutputSpy: ProductListInteractorOutput {
  var responses: [ProductListResponse] = []
  var invalidRequests: [RequestValidationError] = []
  var failures: [CatalogSourceError] = []

  func presentProducts(_ response: ProductListResponse) { responses.append(response) }
  func presentInvalidRequest(_ error: RequestValidationError) { invalidRequests.append(error) }
  func presentSourceFailure(_ error: CatalogSourceError) { failures.append(error) }
  var pricingFailures: [PricingFailure] = []
  func presentPricingFailure(_ failure: PricingFailure) { pricingFailures.append(failure) }
}

@MainActor
final class ProductDetailOutputSpy: ProductDetailInteractorOutput {
  var products: [Product] = []
  var invalidRequests: [RequestValidationError] = []
  var failures: [CatalogSourceError] = []

  var conversions: [PriceConversion?] = []
  var pricingFailures: [PricingFailure] = []
  func presentProduct(_ product: Product, conversion: PriceConversion?) {
    products.append(product)
    conversions.append(conversion)
  }
  func presentInvalidRequest(_ error: RequestValidationError) { invalidRequests.append(error) }
  func presentSourceFailure(_ error: CatalogSourceError) { failures.append(error) }
  func presentPricingFailure(_ failure: PricingFailure) { pricingFailures.append(failure) }
}

@MainActor
final class ListCategoriesPresentationSpy: ListCategoriesPresentationLogic {
  var responses: [ListCategories.Fetch.Response] = []
  var failures: [CatalogSourceError] = []

  func presentCategories(_ response: ListCategories.Fetch.Response) { responses.append(response) }
  func presentSourceFailure(_ error: CatalogSourceError) { failures.append(error) }
}

@MainActor
final class ProductBrowserOutputSpy: ProductBrowserInteractorOutput {
  var starts: [CatalogQuery] = []
  var invalidRequests: [RequestValidationError] = []
  var pages: [(page: ProductPage, query: CatalogQuery)] = []
  var failures: [(error: CatalogSourceError, query: CatalogQuery)] = []

  func presentStart(_ query: CatalogQuery) { starts.append(query) }
  func presentInvalidRequest(_ error: RequestValidationError) { invalidRequests.append(error) }
  func presentPage(_ page: ProductPage, for query: CatalogQuery) { pages.append((page, query)) }
  func presentPageFailure(_ error: CatalogSourceError, for query: CatalogQuery) { failures.append((error, query)) }
  var conversions: [PriceConversion] = []
  var pricingFailures: [PricingFailure] = []
  func presentPrices(_ conversion: PriceConversion) { conversions.append(conversion) }
  func presentPricingFailure(_ failure: PricingFailure) { pricingFailures.append(failure) }
}
