import BusinessLogic
import DomainEntities

/// The write port on a PostgreSQL database. Each change is one transaction: the product is read
/// under a row lock and compared with the version the change started from, so of two writers
/// that read the same product the second finds it changed and is refused (no lost update); the
/// stored row is read back and must be the product meant. In `.preview` the transaction is
/// rolled back, so a dry run meets the same refusals.
struct PostgresProductStore: ProductStore {
  let pool: PostgresPool
  var sourceName: String { pool.url.displayName }

  func checkWritable() async throws(CatalogWriteError) {
    _ = try await transaction(.preview, action: .add) { _ throws(CatalogWriteError) in }
  }

  func unmodeledMembers(of product: Product) async throws(CatalogWriteError) -> [FieldMember] {
    let source = sourceName
    return try await transaction(.preview, action: .edit) { connection throws(CatalogWriteError) in
      guard let document = try Self.locked(product.id, on: connection, source: source),
        case .object(let members) = PostgresDocument.tree(document)
      else { throw .changedSinceRead(product.id, source: source) }
      return members.filter { ProductField(rawValue: $0.name) == nil }.map { FieldMember($0.name, $0.value.fieldInput) }
    }
  }

  func add(_ draft: ProductDraft, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    let source = sourceName
    return try await transaction(mode, action: .add) { connection throws(CatalogWriteError) in
      try Self.run(connection, source: source, "SELECT pg_advisory_xact_lock($1)", [PostgresQuery.addLock])
      let next = try Self.run(
        connection, source: source,
        "SELECT (coalesce(max(id), 0) + 1)::text, (SELECT coalesce(max(position), 0) + 1 FROM products)::text"
          + " FROM products")
      guard let id = next.first?[0].flatMap({ Int($0) }), let position = next.first?[1] ?? nil else {
        throw .writeFailed(source: source, .system("the next id could not be read"))
      }
      let product = draft.product(withID: ProductID(id))
      var members: [JSONTree.Member] = []
      for (name, value) in ProductMembers.all(of: product, unmodeled: draft.unmodeled) { members.set(name, to: value) }
      let row = PostgresProductRow(product: product, document: JSONTree.object(members).compactBytes)
      let placeholders = (2...(row.values.count + 1)).map { "$\($0)" }.joined(separator: ", ")
      let stored = try Self.run(
        connection, source: source,
        "INSERT INTO products (position, \(PostgresProductRow.columnList)) VALUES ($1, \(placeholders))"
          + " RETURNING doc::text", [position] + row.values)
      return try Self.readBack(stored, expecting: product, source: source)
    }
  }

  func update(_ change: ProductChange, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    let source = sourceName
    return try await transaction(mode, action: .edit) { connection throws(CatalogWriteError) in
      let original = change.original
      guard let document = try Self.locked(original.id, on: connection, source: source, expecting: original),
        case .object(var members) = PostgresDocument.tree(document)
      else { throw .changedSinceRead(original.id, source: source) }
      let changes = ProductMembers.changed(by: change) { name in members.first { $0.name == name }?.value }
      for (name, value) in changes { members.set(name, to: value) }
      let row = PostgresProductRow(product: change.updated, document: JSONTree.object(members).compactBytes)
      let assignments = PostgresProductRow.columns.enumerated().dropFirst().map { "\($0.element) = $\($0.offset + 1)" }
      let stored = try Self.run(
        connection, source: source,
        "UPDATE products SET \(assignments.joined(separator: ", ")), version = version + 1 WHERE id = $1"
          + " RETURNING doc::text", row.values)
      return try Self.readBack(stored, expecting: change.updated, source: source)
    }
  }

  func delete(_ original: Product, mode: WriteMode) async throws(CatalogWriteError) {
    let source = sourceName
    try await transaction(mode, action: .delete) { connection throws(CatalogWriteError) in
      guard try Self.locked(original.id, on: connection, source: source, expecting: original) != nil else {
        throw .changedSinceRead(original.id, source: source)
      }
      try Self.run(connection, source: source, "DELETE FROM products WHERE id = $1", [String(original.id.rawValue)])
    }
  }

  /// The product's document, its row locked until the transaction ends; nil when it is gone, or
  /// when it is no longer `expected` (someone changed it since it was read).
  private static func locked(
    _ id: ProductID, on connection: PostgresConnection, source: String, expecting expected: Product? = nil
  ) throws(CatalogWriteError) -> String? {
    let rows = try run(
      connection, source: source, "SELECT doc::text FROM products WHERE id = $1 FOR UPDATE", [String(id.rawValue)])
    guard let document = rows.first?.first ?? nil else { return nil }
    if let expected, try product(document, source: source) != expected { return nil }
    return document
  }

  private static func readBack(_ rows: [[String?]], expecting product: Product, source: String)
    throws(CatalogWriteError)
    -> Product
  {
    guard let document = rows.first?.first ?? nil else {
      throw .writeFailed(source: source, .system("the database returned no row for the change"))
    }
    let stored = try Self.product(document, source: source)
    guard stored == product else {
      throw .writeFailed(source: source, .system("the stored row does not read back as the product"))
    }
    return stored
  }

  /// A row's document as a product, a failure to read it the write's.
  private static func product(_ document: String, source: String) throws(CatalogWriteError) -> Product {
    do throws(CatalogSourceError) {
      return try PostgresDocument.product(document, source: source)
    } catch {
      throw .read(error)
    }
  }

  @discardableResult
  private static func run(
    _ connection: PostgresConnection, source: String, _ sql: String, _ parameters: [String?] = []
  ) throws(CatalogWriteError) -> [[String?]] {
    do throws(DatabaseFailure) {
      return try connection.rows(sql, parameters)
    } catch {
      throw PostgresWriteFailures.writeError(error, source: source)
    }
  }

  /// `body` in a transaction, committed in `.commit` and rolled back in `.preview` or on any
  /// failure. A transaction the server gave up for a conflict (serialization, deadlock) is run
  /// once more; a connection lost at the commit leaves the change unconfirmed.
  private func transaction<Value: Sendable>(
    _ mode: WriteMode, action: WriteAction,
    _ body: @escaping @Sendable (PostgresConnection) throws(CatalogWriteError) -> Value
  ) async throws(CatalogWriteError) -> Value {
    let source = sourceName
    let attempt: @Sendable (PostgresConnection) throws(DatabaseFailure) -> Result<Value, CatalogWriteError> = {
      connection throws(DatabaseFailure) in
      try connection.rows("BEGIN")
      let value: Value
      do throws(CatalogWriteError) {
        value = try body(connection)
      } catch {
        _ = try? connection.rows("ROLLBACK")
        return .failure(error)
      }
      do throws(DatabaseFailure) {
        try connection.rows(mode == .commit ? "COMMIT" : "ROLLBACK")
      } catch .connectionLost where mode == .commit {
        return .failure(.unconfirmed(source: source, action: action, .database(.connectionLost)))
      }
      return .success(value)
    }
    let pool = pool
    func once() async throws(CatalogWriteError) -> Result<Value, CatalogWriteError> {
      do throws(DatabaseFailure) {
        // A kept connection found lost at BEGIN is replaced: nothing was sent.
        return try await pool.run(attempt)
      } catch {
        throw PostgresWriteFailures.writeError(error, source: source)
      }
    }
    var outcome = try await once()
    if case .failure(let error) = outcome, PostgresWriteFailures.isConflict(error) { outcome = try await once() }
    return try outcome.get()
  }
}
