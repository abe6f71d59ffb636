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
  private let pages = PostgresAnswers<CatalogQuery, ProductPage>(keeping: {
    $0.products.count <= KeptPages.largestPage
  })
  private let products = PostgresAnswers<ProductID, Product>()
  private let categoryCounts = PostgresAnswers<Bool, [Category]>()

  /// The generation, asked by many at once as one statement a round.
  private let generations: CoalescedCheck<String?>

  init(pool: PostgresPool) {
    self.pool = pool
    generations = CoalescedCheck { () async throws(CatalogSourceError) in
      let rows = try await PostgresCatalogRepository.rows(pool) { connection throws(DatabaseFailure) in
        try connection.rows(prepared: "catalog_generation", PostgresQuery.generation)
      }
      return rows.first?.first ?? nil
    }
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    try await answer(query, from: pages) {
      () async throws(CatalogSourceError) in
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
      return (ProductPage(products: products, total: total, skip: query.skip), read.generation)
    }
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    try await answer(id, from: products) {
      () async throws(CatalogSourceError) in
      let read = try await self.read(PostgresQuery.product(id))
      guard let document = read.rows.first(where: { $0.kind == "p" })?.value else {
        throw .productNotFound(id, source: sourceName)
      }
      return (try PostgresDocument.product(document, source: sourceName), read.generation)
    }
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    try await answer(true, from: categoryCounts) {
      () async throws(CatalogSourceError) in
      let read = try await self.read(PostgresQuery.categories())
      var counts = CategoryTally.Counts()
      for row in read.rows where row.kind == "k" {
        guard let count = row.extra.flatMap({ Int($0) }) else { continue }
        counts.add(CategorySlug(row.value), count: count)
      }
      return (counts.categories, read.generation)
    }
  }

  /// The answer to `question`: the one kept, while the catalog's generation has not moved; the
  /// one a read under way gives, if it is of that generation or later; else `read`'s, kept.
  private func answer<Question, Answer>(
    _ question: Question, from answers: PostgresAnswers<Question, Answer>,
    read: @escaping @Sendable () async throws(CatalogSourceError) -> (Answer, String?)
  ) async throws(CatalogSourceError) -> Answer {
    let kept = answers.kept(question)
    let underWay = answers.reading(question)
    if kept != nil || underWay != nil, let now = try await generation() {
      if let kept, kept.generation == now { return kept.answer }
      if let underWay, case .success(let read) = await underWay.value, let generation = read.generation,
        PostgresAnswers<Question, Answer>.generation(generation, isAtLeast: now)
      {
        return read.answer
      }
    }
    let reading = answers.read(question) {
      () async -> Result<(answer: Answer, generation: String?), CatalogSourceError> in
      do throws(CatalogSourceError) {
        let (answer, generation) = try await read()
        return .success((answer, generation))
      } catch {
        return .failure(error)
      }
    }
    let result = await reading.value
    answers.finished(reading, of: question)
    let read = try result.get()
    if let generation = read.generation { answers.keep(read.answer, for: question, at: generation) }
    return read.answer
  }

  /// The catalog's generation now: one prepared statement, shared by those who ask at once
  /// (`CoalescedCheck`), begun after this asked.
  private func generation() async throws(CatalogSourceError) -> String? {
    try await generations.value()
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
    try await Self.rows(pool, body)
  }

  private static func rows(
    _ pool: PostgresPool, _ body: @escaping @Sendable (PostgresConnection) throws(DatabaseFailure) -> [[String?]]
  ) async throws(CatalogSourceError) -> [[String?]] {
    do throws(DatabaseFailure) {
      return try await pool.run(body)
    } catch {
      throw .unavailable(source: pool.url.displayName, .database(error))
    }
  }
}

extension PostgresCatalogRepository: CatalogRevisions {
  /// The catalog's generation: moved by every change, in the change's own transaction. Nil when
  /// the database cannot be asked now (the read that follows says why).
  func currentRevision() async -> String? {
    try? await generation()
  }
}
