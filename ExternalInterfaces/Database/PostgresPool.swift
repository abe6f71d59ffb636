import BusinessLogic
import Dispatch
import Synchronization

/// The connections of one source, reused: a command opens one; a server keeps a few open for
/// its requests. A connection is lent to one borrower at a time, and one that failed is never
/// lent again. Each new connection checks the schema's version once. At most `mostLent` are
/// lent at once; a request beyond waits for one to come back, rather than opening a connection
/// (a server process each) that a burst would then close.
final class PostgresPool: Sendable {
  let url: PostgresURL
  /// Seconds to connect, and for each statement.
  let timeout: Double
  /// The connections not lent now: never more than `mostLent`, as each was lent on a turn.
  private let idle = Mutex<[PostgresConnection]>([])
  static let mostLent = 16
  /// The turns free (each a lane's number), and who waits for one.
  private let lending = Mutex<(free: [Int], waiting: [CheckedContinuation<Int, Never>])>(
    (Array(0..<PostgresPool.mostLent), []))
  /// A lane for each turn: a blocking exchange runs on its lane's thread, never on a thread of
  /// Swift's cooperative pool (which a server's requests share). Dispatch keeps the threads, so
  /// a request does not start one.
  private let lanes = (0..<PostgresPool.mostLent).map { DispatchQueue(label: "catalog.postgres.\($0)") }

  init(url: PostgresURL, timeout: Double) {
    (self.url, self.timeout) = (url, timeout)
  }

  /// `body` with a connection whose schema is this program's. A read that finds its kept
  /// connection lost (the server restarted) is tried once more on a new one; a write is not
  /// (`retries` false), as it may have been made. Only on a turn (`run`).
  private func withConnection<Value>(
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

  /// `body` on a lane of its own, once a turn is free.
  func run<Value: Sendable>(
    retries: Bool = true, _ body: @escaping @Sendable (PostgresConnection) throws(DatabaseFailure) -> Value
  ) async throws(DatabaseFailure) -> Value {
    let turn = await borrowTurn()
    defer { giveBack(turn: turn) }
    let result = await withCheckedContinuation {
      (continuation: CheckedContinuation<Result<Value, DatabaseFailure>, Never>) in
      lanes[turn].async {
        do throws(DatabaseFailure) {
          continuation.resume(returning: .success(try self.withConnection(retries: retries, body)))
        } catch {
          continuation.resume(returning: .failure(error))
        }
      }
    }
    return try result.get()
  }

  private func borrowTurn() async -> Int {
    await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
      let turn = lending.withLock { state in
        guard let turn = state.free.popLast() else {
          state.waiting.append(continuation)
          return Int?.none
        }
        return turn
      }
      if let turn { continuation.resume(returning: turn) }
    }
  }

  /// Hands the turn to the first who waits, or frees it.
  private func giveBack(turn: Int) {
    let next = lending.withLock { state -> CheckedContinuation<Int, Never>? in
      guard !state.waiting.isEmpty else {
        state.free.append(turn)
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume(returning: turn)
  }

  private func open() throws(DatabaseFailure) -> PostgresConnection {
    let connection = try PostgresConnection.open(url, timeout: timeout)
    try PostgresSchema.check(on: connection)
    return connection
  }

  private func giveBack(_ connection: PostgresConnection) {
    guard !connection.isBroken else { return }
    idle.withLock { $0.append(connection) }
  }
}
