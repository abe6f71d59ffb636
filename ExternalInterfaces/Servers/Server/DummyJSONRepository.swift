import BusinessLogic
import DomainEntities
import Foundation

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
      let page = try await endpoint.page(
        server.url(["products", "search"], query: [("q", text), ("limit", "0")] + parameters))
      let matching = page.products.filter(ProductFilter(CatalogQuery(category: category)).matchesCategory)
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

  /// One request for every product's category only (`select=category`), tallied here: the
  /// categories endpoint has no counts, and asking each category for its count is 24 requests.
  func categories() async throws(CatalogSourceError) -> [Category] {
    let url = server.url(["products"], query: [("limit", "0"), ("select", "category")])
    let products = try await endpoint.json(url) { reader throws(JSONReadError) in
      var products: [Product] = []
      try reader.readObject { key, reader throws(JSONReadError) in
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
      return products
    }
    return CategoryTally().categories(of: products)
  }
}
