import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One session with a PostgreSQL server, through libpq. Every value goes as a parameter (`$1`),
/// apart from the SQL text: nothing is ever spliced into a statement.
// @unchecked: libpq lets a connection move between threads as long as one thread uses it at a
// time. A connection is used by the one command or request that opened or borrowed it
// (`PostgresPool` hands each to one borrower), so no two threads touch it at once.
final class PostgresConnection: @unchecked Sendable {
  private let library: PostgresLibrary
  private let handle: OpaquePointer
  /// The longest a statement may run, in seconds: the server cancels it after.
  let statementTimeout: Double
  /// Set when the connection failed under a statement: the pool does not keep it.
  private(set) var isBroken = false
  /// The statements prepared on this session, by name.
  private var prepared: Set<String> = []

  private init(library: PostgresLibrary, handle: OpaquePointer, statementTimeout: Double) {
    (self.library, self.handle, self.statementTimeout) = (library, handle, statementTimeout)
  }

  deinit { library.finish(handle) }

  /// Connects to the database `url` names, giving up after `timeout` seconds, and sets every
  /// statement's time limit to the same (nothing hangs). libpq reads the rest of the
  /// environment itself (`PGHOST`, `PGPASSFILE`, `PGSSLMODE`, `PGSERVICE`…).
  static func open(_ url: PostgresURL, timeout: Double) throws(DatabaseFailure) -> PostgresConnection {
    let library = try PostgresLibrary.open().get()
    // Ours first: what the URL says of the same (its own connect_timeout) wins.
    let settings = [
      ("connect_timeout", String(max(2, Int(timeout.rounded(.up))))),
      ("fallback_application_name", "catalog"),
      ("dbname", url.text),
    ]
    let handle = withCStrings(settings.map(\.0)) { keywords in
      withCStrings(settings.map(\.1)) { values in library.connect(keywords, values, 1) }
    }
    guard let handle else { throw .serverUnreachable(detail: "out of memory") }
    guard library.status(handle) == PostgresLibrary.connectionOK else {
      let message = library.errorMessage(handle).map { String(cString: $0) } ?? ""
      library.finish(handle)
      throw PostgresFailures.connectionFailure(message: message)
    }
    // The server's notices ("relation already exists, skipping") are not the user's business:
    // libpq's default writes them to standard error.
    _ = library.setNoticeProcessor(handle, { _, _ in }, nil)
    let connection = PostgresConnection(library: library, handle: handle, statementTimeout: timeout)
    _ = try connection.rows("SELECT set_config('statement_timeout', $1, false)", [String(Int(timeout * 1000))])
    return connection
  }

  /// The rows a statement returns, each value as text (nil for SQL's NULL).
  @discardableResult
  func rows(_ sql: String, _ parameters: [String?] = []) throws(DatabaseFailure) -> [[String?]] {
    try rows(of: execute(sql, parameters))
  }

  private func rows(of result: OpaquePointer?) throws(DatabaseFailure) -> [[String?]] {
    defer { library.clear(result) }
    try check(result)
    let count = library.tupleCount(result)
    let width = library.fieldCount(result)
    var rows: [[String?]] = []
    rows.reserveCapacity(Int(count))
    for row in 0..<count {
      rows.append(
        (0..<width).map { column in
          library.isNull(result, row, column) != 0
            ? nil : library.value(result, row, column).map { String(cString: $0) }
        })
    }
    return rows
  }

  /// The rows of `sql`, prepared once on this session under `name` (parsed and planned once):
  /// for a statement a server sends with every request.
  func rows(prepared name: String, _ sql: String, _ parameters: [String?] = []) throws(DatabaseFailure) -> [[String?]] {
    if !prepared.contains(name) {
      let made = library.prepare(handle, name, sql, Int32(parameters.count), nil)
      defer { library.clear(made) }
      try check(made)
      prepared.insert(name)
    }
    let result = withOptionalCStrings(parameters) { values in
      library.execPrepared(handle, name, Int32(parameters.count), values, nil, nil, 0)
    }
    return try rows(of: result)
  }

  /// Starts `COPY … FROM STDIN`; then `putCopy` the data and `endCopy`.
  func beginCopy(_ sql: String) throws(DatabaseFailure) {
    let started = execute(sql, [])
    defer { library.clear(started) }
    try check(started)
    guard library.resultStatus(started) == PostgresLibrary.ResultStatus.copyIn.rawValue else {
      throw .refused(state: "", message: "the server did not start the COPY")
    }
  }

  /// Sends data of the COPY begun (whole lines of its text format).
  func putCopy(_ bytes: [UInt8]) throws(DatabaseFailure) {
    let sent = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { library.putCopyData(handle, $0.baseAddress, Int32($0.count)) }
    }
    guard sent == 1 else { throw markBroken() }
  }

  /// Ends the COPY: the server's verdict on all of it.
  func endCopy() throws(DatabaseFailure) {
    guard library.putCopyEnd(handle, nil) == 1 else { throw markBroken() }
    var failure: DatabaseFailure?
    while let result = library.getResult(handle) {
      defer { library.clear(result) }
      do throws(DatabaseFailure) { try check(result) } catch { failure = failure ?? error }
    }
    if let failure { throw failure }
  }

  private func execute(_ sql: String, _ parameters: [String?]) -> OpaquePointer? {
    withOptionalCStrings(parameters) { values in
      library.execParams(handle, sql, Int32(parameters.count), nil, values, nil, nil, 0)
    }
  }

  private func check(_ result: OpaquePointer?) throws(DatabaseFailure) {
    guard let result else { throw markBroken() }
    let status = library.resultStatus(result)
    guard
      status == PostgresLibrary.ResultStatus.tuplesOK.rawValue
        || status == PostgresLibrary.ResultStatus.commandOK.rawValue
        || status == PostgresLibrary.ResultStatus.copyIn.rawValue
    else {
      let state = library.resultErrorField(result, PostgresLibrary.sqlState).map { String(cString: $0) } ?? ""
      let message =
        library.resultErrorField(result, PostgresLibrary.primaryMessage).map { String(cString: $0) }
        ?? library.errorMessage(handle).map { String(cString: $0) } ?? ""
      let failure = PostgresFailures.statementFailure(state: state, message: message, timeout: statementTimeout)
      if library.status(handle) != PostgresLibrary.connectionOK || failure == .connectionLost { isBroken = true }
      throw failure
    }
  }

  private func markBroken() -> DatabaseFailure {
    isBroken = true
    return .connectionLost
  }
}

/// `body` with the texts as C strings, alive for its call.
private func withCStrings<Result>(
  _ texts: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
) -> Result {
  withOptionalCStrings(texts + [nil], body)
}

/// `texts` as an array of C strings (NULL for nil), alive for `body`'s call; nil when empty.
private func withOptionalCStrings<Result>(
  _ texts: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> Result
) -> Result {
  let copies: [UnsafeMutablePointer<CChar>?] = texts.map { text in text.flatMap { strdup($0) } }
  defer { copies.forEach { free($0) } }
  let pointers = copies.map { $0.map { UnsafePointer($0) } }
  return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
}
