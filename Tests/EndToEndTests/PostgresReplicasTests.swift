import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Two `catalog serve` replicas on one PostgreSQL behind nginx (`scripts/serve-replicas`'s
/// configuration), with `catalog edit` beside them, while one replica is killed with SIGKILL and
/// started again: every acknowledged write is in the database, none was lost, and no read saw
/// half of a change.
@Suite struct PostgresReplicasTests {
  /// What the writers and readers saw, from several threads.
  private final class Record: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var acknowledged: [Int: Int] = [:]
    private var attempted: [Int: Int] = [:]
    private var halfMade: [String] = []
    private var reads = 0
    private var acknowledgements = 0

    func attempt(_ product: Int, _ value: Int) { lock.withLock { attempted[product] = value } }
    func acknowledge(_ product: Int, _ value: Int) {
      lock.withLock {
        acknowledged[product] = value
        acknowledgements += 1
      }
    }
    /// How many writes have been acknowledged so far.
    var acknowledgedCount: Int { lock.withLock { acknowledgements } }
    func read(_ body: String) {
      lock.withLock {
        reads += 1
        guard let price = Self.number("price", in: body), let stock = Self.number("stock", in: body) else { return }
        if price != stock + 0.5 { halfMade.append("price \(price), stock \(stock)") }
      }
    }
    var summary: (acknowledged: [Int: Int], attempted: [Int: Int], halfMade: [String], reads: Int) {
      lock.withLock { (acknowledged, attempted, halfMade, reads) }
    }

    static func number(_ member: String, in body: String) -> Double? {
      guard let start = body.range(of: "\"\(member)\":")?.upperBound else { return nil }
      return Double(body[start...].prefix { "0123456789.-".contains($0) })
    }
  }

  @Test func killingAReplicaLosesNoAcknowledgedWriteAndNoReadSeesHalfAChange() throws {
    guard let nginx = Prerequisite.require("nginx", installHint: "apt-get install nginx-light") else { return }
    guard let cluster = PostgresCluster.own(durable: true) else { return }
    defer { cluster.stop() }
    let url = try cluster.catalogDatabase(loading: TestServer.catalog.path)
    let folder = URL(fileURLWithPath: cluster.folder + "-replicas")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let token = "replica-test-\(UUID().uuidString)"
    let tokenFile = folder.appendingPathComponent("token")
    try Data(token.utf8).write(to: tokenFile)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: tokenFile.path)
    let arguments = ["--source", url, "--write-token-file", tokenFile.path, "--trust-proxy", "127.0.0.1"]
    let ports = [LoopbackPort.free(), LoopbackPort.free()]
    // Long-lived children are spawned apart from Foundation's Process (`Spawned`): one that held
    // another child's end of Foundation's exit pipe would keep that child's death unseen.
    func replica(_ port: Int) throws -> Spawned {
      let replica = try Spawned([CatalogProcess.binary.path, "serve", "--port", String(port)] + arguments)
      try replica.waitForAnswer(port: port)
      return replica
    }
    var replicas = try ports.map(replica)
    let balancer = try Balancer(nginx: nginx, folder: folder, upstreams: ports)
    let headers = ["Authorization": "Bearer \(token)", "Content-Type": "application/json"]
    // Every written product starts in the form the readers check: price = stock + 0.5.
    for product in 1...3 {
      let first = try SocketClient.exchange(
        port: balancer.port, "PATCH", "/products/\(product)", headers: headers, body: #"{"price": 0.5, "stock": 0}"#)
      try #require(first.status == 200, "\(first.body)")
    }
    try #require(try CatalogProcess.run(["edit", "4", "--price", "0.5", "--stock", "0", "--source", url]).status == 0)

    let record = Record()
    let done = DispatchGroup()
    let finished = Flag()
    let port = balancer.port
    for product in 1...3 {
      Self.spawn(done) {
        for value in 1...80 {
          record.attempt(product, value)
          let answer = try? SocketClient.exchange(
            port: port, "PATCH", "/products/\(product)", headers: headers,
            body: #"{"price": \#(Double(value) + 0.5), "stock": \#(value)}"#)
          if answer?.status == 200 { record.acknowledge(product, value) }
        }
      }
    }
    // `catalog edit` beside the servers, on the database itself.
    Self.spawn(done) {
      for value in 1...15 {
        record.attempt(4, value)
        let edited = Spawned.run(
          [
            CatalogProcess.binary.path, "edit", "4", "--price", String(Double(value) + 0.5), "--stock", String(value),
            "--source", url,
          ])
        if edited == 0 { record.acknowledge(4, value) }
      }
    }
    let reading = DispatchGroup()
    Self.spawn(reading) {
      while !finished.isSet {
        for product in 1...4 {
          if let answer = try? SocketClient.exchange(port: port, "GET", "/products/\(product)"), answer.status == 200 {
            record.read(answer.body)
          }
        }
      }
    }
    // Killed once writes are under way, started again once more have been taken without it.
    Self.wait(until: { record.acknowledgedCount >= 30 }, orAll: done)
    replicas[0].kill(SIGKILL)
    let beforeRestart = record.acknowledgedCount + 30
    Self.wait(until: { record.acknowledgedCount >= beforeRestart }, orAll: done)
    replicas[0] = try replica(ports[0])
    done.wait()
    finished.set()
    reading.wait()

    let seen = record.summary
    #expect(seen.halfMade.isEmpty, "reads saw half a change: \(seen.halfMade.prefix(5))")
    #expect(seen.reads > 20)
    for product in 1...4 {
      let stored = try cluster.sql("SELECT price || '|' || stock FROM products WHERE id = \(product)", database: url)
      let acknowledged = try #require(seen.acknowledged[product], "no write to \(product) was acknowledged")
      let attempted = try #require(seen.attempted[product])
      // The last acknowledged write, or a later one whose answer was lost with its replica.
      let kept = (acknowledged...attempted).map { "\(Double($0) + 0.5)|\($0)" }
      #expect(kept.contains(stored), "product \(product): \(stored), acknowledged up to \(acknowledged)")
    }
    withExtendedLifetime(replicas) {}
  }

  /// Waits until `condition` holds or every thread of `group` has ended (60 s at most), asking
  /// every 10 ms.
  private static func wait(until condition: () -> Bool, orAll group: DispatchGroup) {
    let deadline = Date().addingTimeInterval(60)
    while !condition(), group.wait(timeout: .now()) == .timedOut, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.01)
    }
  }

  private static func spawn(_ group: DispatchGroup, _ work: @escaping @Sendable () -> Void) {
    group.enter()
    Thread {
      work()
      group.leave()
    }.start()
  }

  /// A flag one thread sets and others read.
  private final class Flag: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var value = false
    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }

  /// nginx in front of the replicas, with scripts/serve-replicas's configuration, in the
  /// foreground so the test owns it.
  private final class Balancer {
    let port = LoopbackPort.free()
    private let process: Spawned

    init(nginx: String, folder: URL, upstreams: [Int]) throws {
      let script = CatalogProcess.packageRoot.appendingPathComponent("scripts/serve-replicas")
      let configured = try CatalogProcess.run(
        ["nginx-conf", folder.path, String(port)] + upstreams.map(String.init), executable: script)
      try #require(configured.status == 0, "\(configured.stderr)")
      process = try Spawned([
        nginx, "-p", folder.path, "-c", folder.appendingPathComponent("nginx.conf").path, "-g", "daemon off;",
      ])
      try process.waitForAnswer(port: port)
    }
  }
}
