import BusinessLogic
import DomainEntities

/// A repository that answers from seed products with the real evaluator, and records each call.
actor FakeProductRepository: ProductRepository {
  nonisolated let sourceName = "fake"
  var products: [Product]
  var failure: CatalogSourceError?
  private(set) var queries: [CatalogQuery] = []
  private(set) var categoryRequests = 0
  /// What `leadingProducts` gives (nil: as most sources, nothing early), and the limits asked.
  var leading: [Product]?
  private(set) var leadingRequests: [Int] = []

  init(products: [Product] = Seeds.all, failure: CatalogSourceError? = nil, leading: [Product]? = nil) {
    self.products = products
    self.failure = failure
    self.leading = leading
  }

  func leadingProducts(limit: Int) async -> [Product]? {
    leadingRequests.append(limit)
    return leading.map { Array($0.prefix(limit)) }
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
  var leadings: [(products: [Product], query: CatalogQuery)] = []
  /// What was presented, in order: `leading`, `page`, `failure`.
  var events: [String] = []

  func presentPage(_ page: ProductPage, for query: CatalogQuery) {
    pages.append((page, query))
    events.append("page")
  }
  func presentLeading(_ products: [Product], for query: CatalogQuery) {
    leadings.append((products, query))
    events.append("leading")
  }
  func presentPageFailure(_ error: CatalogSourceError, for query: CatalogQuery) {
    failures.append((error, query))
    events.append("failure")
  }
  var conversions: [PriceConversion] = []
  var pricingFailures: [PricingFailure] = []
  func presentPrices(_ conversion: PriceConversion) { conversions.append(conversion) }
  func presentPricingFailure(_ failure: PricingFailure) { pricingFailures.append(failure) }
}
