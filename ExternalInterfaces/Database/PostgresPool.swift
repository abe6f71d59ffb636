import BusinessLogic
import Synchronization

/// The connections of one source, reused: a command opens one; a server keeps a few open for
/// its requests. A connection is lent to one borrower at a time, and one that failed is never
/// lent again. Each new connection checks the schema's version once.
final class PostgresPool: Sendable {
  let url: PostgresURL
  /// Seconds to connect, and for each statement.
  let timeout: Double
  private let idle = Mutex<[PostgresConnection]>([])
  /// More than this many idle connections are closed: a burst does not hold the server's slots.
  static let keptIdle = 16

  init(url: PostgresURL, timeout: Double) {
    (self.url, self.timeout) = (url, timeout)
  }

  /// `body` with a connection whose schema is this program's. A read that finds its kept
  /// connection lost (the server restarted) is tried once more on a new one; a write is not
  /// (`retries` false), as it may have been made.
  func withConnection<Value>(
    retries: Bool = true, _ body: (PostgresConnection) throws(DatabaseFailure) -> Value
  ) throws(DatabaseFailure) -> Value {
    let kept = idle.withLock { $0.popLast() }
    let connection: PostgresConnection
    if let kept { connection = kept } else { connection = try open() }
    do throws(DatabaseFailure) {
      let value = try body(connection)
      giveBack(connection)
      return value
    } catch .connectionLost where kept != nil && retries {
      let fresh = try open()
      let value = try body(fresh)
      giveBack(fresh)
      return value
    } catch {
      giveBack(connection)
      throw error
    }
  }

  /// `body` on a thread of its own, so a blocking exchange never holds a thread of Swift's
  /// cooperative pool (which a server's requests share).
  func run<Value: Sendable>(
    retries: Bool = true, _ body: @escaping @Sendable (PostgresConnection) throws(DatabaseFailure) -> Value
  ) async throws(DatabaseFailure) -> Value {
    let result = await BackgroundThread.run(priority: .normal) { () -> Result<Value, DatabaseFailure> in
      do throws(DatabaseFailure) {
        return .success(try self.withConnection(retries: retries, body))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private func open() throws(DatabaseFailure) -> PostgresConnection {
    let connection = try PostgresConnection.open(url, timeout: timeout)
    try PostgresSchema.check(on: connection)
    return connection
  }

  private func giveBack(_ connection: PostgresConnection) {
    guard !connection.isBroken else { return }
    idle.withLock { idle in
      if idle.count < Self.keptIdle { idle.append(connection) }
    }
  }
}
