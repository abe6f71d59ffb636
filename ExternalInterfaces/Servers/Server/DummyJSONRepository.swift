import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A server speaking DummyJSON's products API, at an API base that may carry a path prefix.
///
/// Each list is one request: `/products`, `/products/search?q=` or `/products/category/{slug}`,
/// with `limit`, `skip`, `sortBy` and `order`. The API cannot search within a category, so a
/// query with both asks the server for every search match (sorted there) and filters and pages
/// them here, with BusinessLogic's own rules.
struct DummyJSONRepository: ProductRepository {
  let sourceName: String
  private let server: ServerURL
  private let endpoint: ServerEndpoint

  init(server: ServerURL, client: HTTPClient) {
    self.server = server
    sourceName = server.displayName
    endpoint = ServerEndpoint(client: client, sourceName: sourceName)
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    var parameters: [(String, String)] = []
    if let sort = query.sort {
      parameters += [
        ("sortBy", ServerSortNames.dummyJSON(sort.field)), ("order", ServerSortNames.dummyJSON(sort.order)),
      ]
    }
    let path: [String]
    switch (query.searchText, query.category) {
    case (let text?, let category?):
      let found = try await everything { skip throws(CatalogSourceError) in
        let page = try await endpoint.page(
          server.url(
            ["products", "search"],
            query: [("q", text), ("limit", String(Self.pageOfEverything)), ("skip", String(skip))] + parameters))
        return (page.products, page.total)
      }
      let matching = found.filter(ProductFilter(CatalogQuery(category: category)).matchesCategory)
      return ProductQueryEvaluator().evaluate(
        CatalogQuery(limit: query.limit, skip: query.skip), over: matching)
    case (let text?, nil):
      path = ["products", "search"]
      parameters.insert(("q", text), at: 0)
    case (nil, let category?):
      path = ["products", "category", category.rawValue]
    case (nil, nil):
      path = ["products"]
    }
    parameters += [("limit", String(query.limit)), ("skip", String(query.skip))]
    let page = try await endpoint.page(server.url(path, query: parameters))
    return ProductPage(products: page.products, total: page.total ?? query.skip + page.products.count, skip: query.skip)
  }

  static func productURL(_ id: ProductID, at server: ServerURL) -> URL? {
    server.url(["products", id.description])
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    try await endpoint.json(Self.productURL(id, at: server), notFound: .productNotFound(id, source: sourceName)) {
      reader throws(JSONReadError) in try ProductDTO(reading: &reader).toDomain()
    }
  }

  /// Every product's category only (`select=category`), tallied here: the categories endpoint
  /// has no counts, and asking each category for its count is 24 requests. Asked
  /// `pageOfEverything` products at a time, since a server may cap an answer (`catalog serve`
  /// holds 10,000 products in one): one request for DummyJSON's 194.
  func categories() async throws(CatalogSourceError) -> [Category] {
    let products = try await everything { skip throws(CatalogSourceError) in
      let url = server.url(
        ["products"],
        query: [("limit", String(Self.pageOfEverything)), ("skip", String(skip)), ("select", "category")])
      return try await endpoint.json(url) { reader throws(JSONReadError) in try Self.categoriesPage(&reader) }
    }
    return CategoryTally().categories(of: products)
  }

  static let pageOfEverything = 10_000

  /// Every product of a list, asked `pageOfEverything` at a time (`page` reads the one after
  /// `skip` products) until the total it gives is reached.
  private func everything(
    _ page: (_ skip: Int) async throws(CatalogSourceError) -> ([Product], total: Int?)
  ) async throws(CatalogSourceError) -> [Product] {
    var products: [Product] = []
    while true {
      let (next, total) = try await page(products.count)
      products += next
      guard !next.isEmpty, let total, products.count < total else { return products }
    }
  }

  /// A page of products with their ids and categories alone, and the total it gives.
  private static func categoriesPage(_ reader: inout JSONReader) throws(JSONReadError) -> ([Product], total: Int?) {
    var products: [Product] = []
    var total: Int?
    try reader.readObject { key, reader throws(JSONReadError) in
      if key.is("total") { return total = try reader.readInt() }
      guard key.is("products") else { return try reader.skipValue() }
      try reader.readArray { _, reader throws(JSONReadError) in
        var id: Int?
        var category: String?
        try reader.readObject { key, reader throws(JSONReadError) in
          if key.is("id"), id == nil {
            id = try reader.readInt()
          } else if key.is("category"), category == nil, try !reader.readNullIfPresent() {
            category = try reader.readString()
          } else {
            try reader.skipValue()
          }
        }
        guard let id else { throw reader.shape("a product with an id") }
        products.append(
          Product(id: ProductID(id), title: "", category: CategorySlug(category ?? ""), price: Money(0)))
      }
    }
    return (products, total)
  }
}
