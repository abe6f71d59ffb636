import BusinessLogic
import DomainEntities

/// Loads products into the table in one transaction with `COPY`: all of them, or (on any
/// failure, or a kill) none. Readers go on reading the products as they were until the commit;
/// other writers wait. A table that holds products is replaced only when asked.
final class PostgresLoad {
  private let connection: PostgresConnection
  private var buffer: [UInt8] = []
  private(set) var count = 0
  /// How many products the table held before (replaced, when asked).
  let held: Int
  /// Data is sent in pieces of about this size.
  static let pieceBytes = 1 << 18

  enum Refusal: Error, Equatable {
    case database(DatabaseFailure)
    /// The table holds this many products, and replacing them was not asked for.
    case notEmpty(products: Int)
  }

  /// Begins the load: the table is locked against other writers, checked, and emptied when
  /// `replacing` (in the transaction: readers see the old products until the commit).
  init(_ url: PostgresURL, timeout: Double, replacing: Bool) throws(Refusal) {
    do throws(DatabaseFailure) {
      connection = try PostgresConnection.open(url, timeout: timeout)
      try PostgresSchema.check(on: connection)
      // A large load takes longer than one query may: the time limit is the loader's.
      try connection.rows("SELECT set_config('statement_timeout', '0', false)")
      try connection.rows("BEGIN")
      try connection.rows("LOCK TABLE products IN EXCLUSIVE MODE")
      held = Int(try connection.rows("SELECT count(*)::text FROM products").first?.first.flatMap { $0 } ?? "0") ?? 0
    } catch {
      throw .database(error)
    }
    if held > 0, !replacing {
      _ = try? connection.rows("ROLLBACK")
      throw .notEmpty(products: held)
    }
    do throws(DatabaseFailure) {
      if held > 0 { try connection.rows("DELETE FROM products") }
      try connection.beginCopy("COPY products (position, \(PostgresProductRow.columnList)) FROM STDIN")
    } catch {
      throw .database(error)
    }
  }

  /// Adds a product, with its JSON object as read (members the program does not model kept).
  func add(_ product: Product, document: [UInt8]) throws(DatabaseFailure) {
    count += 1
    buffer += PostgresProductRow.copyLine(
      position: count, PostgresProductRow(product: product, document: document).values)
    if buffer.count >= Self.pieceBytes { try flush() }
  }

  /// Ends the COPY and commits: the number of products loaded.
  func commit() throws(DatabaseFailure) -> Int {
    try flush()
    try connection.endCopy()
    try connection.rows("COMMIT")
    return count
  }

  private func flush() throws(DatabaseFailure) {
    guard !buffer.isEmpty else { return }
    try connection.putCopy(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
