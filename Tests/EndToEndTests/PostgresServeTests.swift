import Foundation
import Testing

/// `catalog serve` on PostgreSQL: servers that share one database lose no update, and a server
/// whose database goes away answers 503 with `Retry-After` until it is back, then recovers by
/// itself.
@Suite struct PostgresServeTests {
  /// Two writers, one through each server, both read product 1 as it was, then change it: one
  /// change is made, the other is refused as a conflict (409), and the product holds the change
  /// that was acknowledged and nothing of the other. A session holds the row until both wait
  /// for it, so both read before either can write. Three rounds, each on the product the last
  /// one left.
  @Test func twoServersOnOneDatabaseLoseNoUpdate() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    let servers = try [ServeProcess(["--source", url]), ServeProcess(["--source", url])]
    let targets = servers.map { (port: $0.port, headers: $0.writeHeaders) }
    for round in 1...3 {
      let holder = try cluster.holding("SELECT 1 FROM products WHERE id = 1 FOR UPDATE", database: url)
      let statuses = Statuses(count: 2)
      let writing = DispatchGroup()
      for writer in 0..<2 {
        DispatchQueue.global().async(group: writing) {
          let stock = 100 * round + writer
          let answer = try? SocketClient.exchange(
            port: targets[writer].port, "PATCH", "/products/1", headers: targets[writer].headers,
            body: #"{"stock": \#(stock)}"#, seconds: 60)
          statuses.set(writer, answer?.status ?? 0)
        }
      }
      // Both writers have read the product and wait for its row.
      try cluster.waitFor(
        "SELECT count(*) = 2 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        database: url)
      try cluster.release(holder, database: url)
      writing.wait()
      let answered = statuses.all
      #expect(answered.sorted() == [200, 409], "round \(round): \(answered)")
      let winner = try #require(answered.firstIndex(of: 200))
      let stored = try cluster.sql(
        "SELECT doc->>'stock' || '|' || stock || '|' || version FROM products WHERE id = 1", database: url)
      #expect(stored == "\(100 * round + winner)|\(100 * round + winner)|\(round + 1)", "round \(round)")
    }
  }

  /// A server keeps what it answered, and asks the database each time whether the catalog
  /// changed: a change made beside it (another program's edit, a statement in psql) is in its
  /// very next answer, for every kind of read.
  @Test func aServerAnswersWithChangesMadeBesideIt() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    let server = try ServeProcess(["--source", url])
    func get(_ target: String) throws -> String {
      let answer = try SocketClient.exchange(port: server.port, "GET", target)
      #expect(answer.status == 200, "\(target): \(answer.status)")
      return answer.body
    }
    let reads = ["/products/1", "/products/search?q=mascara", "/products/categories", "/products?limit=3"]
    let first = try reads.map(get)
    #expect(try reads.map(get) == first, "the same catalog, the same answers")
    let edited = try CatalogProcess.run(["edit", "1", "--title", "Quokka Mascara", "--source", url])
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(try get("/products/1").contains("\"title\":\"Quokka Mascara\""))
    #expect(try get("/products/search?q=quokka").contains("\"total\":1"))
    #expect(try get("/products?limit=3").contains("Quokka Mascara"))
    try cluster.sql("DELETE FROM products WHERE category = 'beauty'", database: url)
    #expect(try SocketClient.exchange(port: server.port, "GET", "/products/1").status == 404)
    #expect(try get("/products/search?q=mascara").contains("\"total\":0"))
    #expect(!(try get("/products/categories")).contains("\"beauty\""))
  }

  /// A list's `ETag` is the database's generation: 304 while nothing changed, whoever might have
  /// changed it; a change in psql or by another server's write names a new version.
  @Test func aListsVersionMovesWithAChangeMadeAnywhere() throws {
    guard let cluster = PostgresCluster.shared else { return }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    let server = try ServeProcess(["--source", url])
    let other = try ServeProcess(["--source", url])
    let first = try SocketClient.exchange(port: server.port, "GET", "/products?limit=2")
    let tag = try #require(first.header("ETag"))
    let again = try SocketClient.exchange(
      port: server.port, "GET", "/products?limit=2", headers: ["If-None-Match": tag])
    #expect(again.status == 304 && again.body.isEmpty)
    // Both servers name the same version alike.
    #expect(try SocketClient.exchange(port: other.port, "GET", "/products?limit=2").header("ETag") == tag)
    try cluster.sql("UPDATE products SET stock = stock WHERE id = 190", database: url)
    let moved = try SocketClient.exchange(
      port: server.port, "GET", "/products?limit=2", headers: ["If-None-Match": tag])
    #expect(moved.status == 200)
    let newTag = try #require(moved.header("ETag"))
    #expect(newTag != tag)
    let product = try #require(try SocketClient.exchange(port: other.port, "GET", "/products/190").header("ETag"))
    let patched = try other.exchange(
      "PATCH", "/products/190", headers: ["Content-Type": "application/json", "If-Match": product],
      body: #"{"price": 3}"#)
    #expect(patched.status == 200, "\(patched.body)")
    let stale = try other.exchange(
      "PATCH", "/products/190", headers: ["Content-Type": "application/json", "If-Match": product],
      body: #"{"price": 4}"#)
    #expect(stale.status == 412, "\(stale.body)")
    let after = try SocketClient.exchange(
      port: server.port, "GET", "/products?limit=2", headers: ["If-None-Match": newTag])
    #expect(after.status == 200 && after.header("ETag") != newTag)
  }

  @Test func aServerAnswers503WhileItsDatabaseIsDownAndRecoversByItself() throws {
    guard let cluster = PostgresCluster.own() else { return }
    defer { cluster.stop() }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    let server = try ServeProcess(["--source", url, "--timeout", "3"])
    #expect(try SocketClient.exchange(port: server.port, "GET", "/products/1").status == 200)
    cluster.stop()
    for target in ["/products/1", "/products?limit=5", "/products/categories", "/products/search?q=phone"] {
      let answer = try SocketClient.exchange(port: server.port, "GET", target)
      #expect(answer.status == 503, "\(target): \(answer.body)")
      #expect(answer.header("Retry-After") == "2", "\(target)")
      // What the database's host is, is the operator's business: the visitor is told less.
      #expect(!answer.body.contains("127.0.0.1") && !answer.body.contains(String(cluster.port)), "\(answer.body)")
    }
    let page = try SocketClient.exchange(port: server.port, "GET", "/")
    #expect(page.status == 503, "\(page.body.prefix(300))")
    #expect(server.logText.contains("503"))
    try #require(cluster.restart())
    #expect(try SocketClient.exchange(port: server.port, "GET", "/products/1").status == 200)
    let listed = try SocketClient.exchange(port: server.port, "GET", "/products?limit=1")
    #expect(listed.status == 200 && listed.body.contains("\"total\":194"), "\(listed.body.prefix(200))")
  }
}

/// Statuses written by concurrent writers.
private final class Statuses: @unchecked Sendable {
  // @unchecked: every access holds `lock`.
  private let lock = NSLock()
  private var values: [Int]

  init(count: Int) { values = Array(repeating: 0, count: count) }

  func set(_ index: Int, _ status: Int) {
    lock.withLock { values[index] = status }
  }

  var all: [Int] { lock.withLock { values } }
}
