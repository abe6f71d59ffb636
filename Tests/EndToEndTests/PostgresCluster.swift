import Foundation
import Synchronization
import Testing

/// A private PostgreSQL cluster from Debian's packages (`scripts/postgres-cluster`), started once
/// per test process on a free loopback port and stopped when the process ends, however it ends.
/// Each test makes a database of its own (`database()`), so tests run side by side.
final class PostgresCluster: Sendable {
  let port: Int
  let folder: String
  let psql: String
  let durable: Bool

  /// The cluster, or nil after recording why there is none (a failure under CI=true). Not a
  /// `static let`: a process started inside a global's initializer is never seen to end
  /// (Foundation's reaping waits on the initializer's lock), so the first caller starts it here.
  static var shared: PostgresCluster? {
    started.withLock { started in
      if let cluster = started { return cluster }
      let cluster = start()
      started = .some(cluster)
      return cluster
    }
  }
  private static let started = Mutex<PostgresCluster??>(nil)

  private init(port: Int, folder: String, psql: String, durable: Bool) {
    (self.port, self.folder, self.psql, self.durable) = (port, folder, psql, durable)
  }

  /// A cluster of the test's own, to stop and start again (`stop()`, `restart()`), with
  /// fsync on when `durable` (a test that kills it).
  static func own(durable: Bool = false) -> PostgresCluster? { start(durable: durable) }

  private static func start(durable: Bool = false) -> PostgresCluster? {
    let bin = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql"))?
      .sorted { $0.compare($1, options: .numeric) == .orderedAscending }.last
      .map { "/usr/lib/postgresql/\($0)/bin" }
    guard let bin, FileManager.default.isExecutableFile(atPath: bin + "/initdb") else {
      Prerequisite.missing(
        "PostgreSQL's server is not installed (apt-get install postgresql); scripts/install-test-tools installs it")
      return nil
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-pg-\(UUID().uuidString)").path
    let cluster = PostgresCluster(port: LoopbackPort.free(), folder: folder, psql: bin + "/psql", durable: durable)
    guard cluster.restart() else {
      Issue.record(
        "the test cluster did not start: \((try? String(contentsOfFile: folder + "/server.log", encoding: .utf8)) ?? "")"
      )
      return nil
    }
    return cluster
  }

  /// Starts the cluster (again): false when it did not start.
  @discardableResult
  func restart() -> Bool {
    let arguments =
      ["start", folder, String(port), "--while", String(getpid())] + (durable ? ["--fsync"] : [])
    let started = try? CatalogProcess.run(arguments, executable: Self.script, timeout: 120)
    return started?.status == 0
  }

  /// Stops the cluster (fast: its sessions are ended).
  func stop() {
    _ = try? CatalogProcess.run(["stop", folder], executable: Self.script, timeout: 60)
  }

  static let script = CatalogProcess.packageRoot.appendingPathComponent("scripts/postgres-cluster")

  /// The URL of a new, empty database on the cluster.
  func database() throws -> String {
    let name = "t_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    try sql("CREATE DATABASE \(name)", database: "catalog")
    return "postgres://catalog@127.0.0.1:\(port)/\(name)"
  }

  /// A new database with the catalog's tables, loaded from `catalog` (a path) when given.
  func catalogDatabase(loading catalog: String? = nil) throws -> String {
    let url = try database()
    let migrated = try CatalogProcess.run(["db", "migrate", "--source", url])
    try #require(migrated.status == 0, "\(migrated.stderr)")
    if let catalog {
      let loaded = try CatalogProcess.run(["db", "load", "--from", catalog, "--source", url])
      try #require(loaded.status == 0, "\(loaded.stderr)")
    }
    return url
  }

  /// What psql prints for `statement` on `database` (a name or a URL): unaligned, tuples only.
  @discardableResult
  func sql(_ statement: String, database: String) throws -> String {
    let database = database.split(separator: "/").last.map(String.init) ?? database
    let outcome = try CatalogProcess.run(
      [
        "-X", "-v", "ON_ERROR_STOP=1", "-Atq", "-d", database, "-h", "127.0.0.1", "-p", String(port), "-U", "catalog",
        "-c", statement,
      ],
      executable: URL(fileURLWithPath: psql), timeout: 60)
    try #require(outcome.status == 0, "psql: \(outcome.stderr)")
    return outcome.stdout.trimmingCharacters(in: .newlines)
  }

  /// A psql session running `statements` on `database` (a name or a URL), started and left to
  /// run: a session that holds a lock while a test does something else.
  func session(_ statements: String, database: String) throws -> Process {
    let session = Process()
    session.executableURL = URL(fileURLWithPath: psql)
    session.arguments = [
      "-X", "-q", "-h", "127.0.0.1", "-p", String(port), "-U", "catalog", "-d",
      database.split(separator: "/").last.map(String.init) ?? database, "-c", statements,
    ]
    session.standardOutput = FileHandle.nullDevice
    try session.run()
    return session
  }

  /// Waits until `condition` (SQL) is true on `database`, asking every 20 ms for 30 s at most.
  func waitFor(_ condition: String, database: String) throws {
    let deadline = Date().addingTimeInterval(30)
    while try sql("SELECT (\(condition))::text", database: database) != "true" {
      try #require(Date() < deadline, "still not true after 30 s: \(condition)")
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// A session that has run `lock` in a transaction it keeps open, returned once it holds it
  /// (the session is asleep after it); `release(database:)` ends it, changing nothing.
  func holding(_ lock: String, database: String) throws -> Process {
    let session = try session("BEGIN; \(lock); SELECT pg_sleep(120); COMMIT;", database: database)
    try waitFor(
      "SELECT count(*) = 1 FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()",
      database: database)
    return session
  }

  /// Cancels the sleep of the session `holding` started: its transaction is rolled back, and
  /// what it held is let go.
  func release(_ session: Process, database: String) throws {
    try sql(
      "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND datname = current_database()",
      database: database)
    session.waitUntilExit()
  }
}
