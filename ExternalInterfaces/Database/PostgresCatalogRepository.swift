import BusinessLogic
import DomainEntities

/// The read port on a PostgreSQL database: each query is one statement, with the filter, the
/// order and the page done by the server (`PostgresQuery`), and only the page's products read.
struct PostgresCatalogRepository: ProductRepository {
  let pool: PostgresPool
  var sourceName: String { pool.url.displayName }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    let statement = PostgresQuery.page(query)
    let rows = try await read { connection throws(DatabaseFailure) in
      try connection.rows(statement.sql, statement.parameters)
    }
    var total = 0
    var products: [Product] = []
    products.reserveCapacity(rows.count)
    for row in rows {
      if let count = row.first ?? nil {
        total = Int(count) ?? 0
      } else if row.count > 1, let document = row[1] {
        products.append(try PostgresDocument.product(document, source: sourceName))
      }
    }
    return ProductPage(products: products, total: total, skip: query.skip)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    let rows = try await read { connection throws(DatabaseFailure) in
      try connection.rows(PostgresQuery.product, [String(id.rawValue)])
    }
    guard let document = rows.first?.first ?? nil else { throw .productNotFound(id, source: sourceName) }
    return try PostgresDocument.product(document, source: sourceName)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    let rows = try await read { connection throws(DatabaseFailure) in try connection.rows(PostgresQuery.categories) }
    var counts = CategoryTally.Counts()
    for row in rows {
      guard row.count == 2, let slug = row[0], let count = row[1].flatMap({ Int($0) }) else { continue }
      counts.add(CategorySlug(slug), count: count)
    }
    return counts.categories
  }

  private func read(
    _ body: @escaping @Sendable (PostgresConnection) throws(DatabaseFailure) -> [[String?]]
  ) async throws(CatalogSourceError) -> [[String?]] {
    do throws(DatabaseFailure) {
      return try await pool.run(body)
    } catch {
      throw .unavailable(source: sourceName, .database(error))
    }
  }
}
