import BusinessLogic
import DomainEntities

/// The read port on a PostgreSQL database: each query is one statement, with the filter, the
/// order and the page done by the server (`PostgresQuery`), and only the page's products read.
/// An answer already read is kept with the catalog's generation it is of; asked again, it is
/// the answer while the generation has not moved, which costs one short prepared statement
/// (`PostgresAnswers`).
struct PostgresCatalogRepository: ProductRepository {
  let pool: PostgresPool
  var sourceName: String { pool.url.displayName }
  private let answers = PostgresAnswers()

  init(pool: PostgresPool) {
    self.pool = pool
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    if case .page(let page) = try await keptAnswer(.page(query)) { return page }
    let read = try await self.read(PostgresQuery.page(query))
    var total = 0
    var products: [Product] = []
    products.reserveCapacity(read.rows.count)
    for row in read.rows {
      if row.kind == "c" {
        total = Int(row.value) ?? 0
      } else if row.kind == "p" {
        products.append(try PostgresDocument.product(row.value, source: sourceName))
      }
    }
    let page = ProductPage(products: products, total: total, skip: query.skip)
    keep(.page(page), for: .page(query), read)
    return page
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    if case .product(let product) = try await keptAnswer(.product(id)) { return product }
    let read = try await self.read(PostgresQuery.product(id))
    guard let document = read.rows.first(where: { $0.kind == "p" })?.value else {
      throw .productNotFound(id, source: sourceName)
    }
    let product = try PostgresDocument.product(document, source: sourceName)
    keep(.product(product), for: .product(id), read)
    return product
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    if case .categories(let categories) = try await keptAnswer(.categories) { return categories }
    let read = try await self.read(PostgresQuery.categories())
    var counts = CategoryTally.Counts()
    for row in read.rows where row.kind == "k" {
      guard let count = row.extra.flatMap({ Int($0) }) else { continue }
      counts.add(CategorySlug(row.value), count: count)
    }
    keep(.categories(counts.categories), for: .categories, read)
    return counts.categories
  }

  /// The answer kept for `question` if the catalog has not changed since it was read.
  private func keptAnswer(_ question: PostgresAnswers.Question) async throws(CatalogSourceError)
    -> PostgresAnswers.Answer?
  {
    guard let kept = answers.kept(question) else { return nil }
    let rows = try await self.rows { connection throws(DatabaseFailure) in
      try connection.rows(prepared: "catalog_generation", PostgresQuery.generation)
    }
    return rows.first?.first == kept.generation ? kept.answer : nil
  }

  private func keep(_ answer: PostgresAnswers.Answer, for question: PostgresAnswers.Question, _ read: Read) {
    if let generation = read.generation { answers.keep(answer, for: question, at: generation) }
  }

  /// A read's rows after its first, and the generation that first row gave.
  private struct Read: Sendable {
    struct Row: Sendable {
      let kind: String
      let value: String
      let extra: String?
    }
    let generation: String?
    let rows: [Row]
  }

  private func read(_ statement: PostgresQuery) async throws(CatalogSourceError) -> Read {
    let rows = try await self.rows { connection throws(DatabaseFailure) in
      try connection.rows(statement.sql, statement.parameters)
    }
    var generation: String?
    var read: [Read.Row] = []
    read.reserveCapacity(rows.count)
    for row in rows {
      guard row.count == 3, let kind = row[0], let value = row[1] else { continue }
      if kind == "g" { generation = value } else { read.append(Read.Row(kind: kind, value: value, extra: row[2])) }
    }
    return Read(generation: generation, rows: read)
  }

  private func rows(
    _ body: @escaping @Sendable (PostgresConnection) throws(DatabaseFailure) -> [[String?]]
  ) async throws(CatalogSourceError) -> [[String?]] {
    do throws(DatabaseFailure) {
      return try await pool.run(body)
    } catch {
      throw .unavailable(source: sourceName, .database(error))
    }
  }
}
