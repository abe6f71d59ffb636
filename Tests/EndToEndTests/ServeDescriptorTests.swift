import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog serve` short of descriptors, as users run it under a low `ulimit -n`: it keeps some
/// free for what it opens besides connections, tells the clients beyond 503, rests rather than
/// spins when the rest of the process took them all, and has its timers' descriptors before
/// anyone comes (docs/SERVER.md, "Descriptors").
@Suite(.serialized) struct ServeDescriptorTests {
  /// Dispatch's pool monitor reads `/proc` for its workers and stops the process (SIGILL) when it
  /// cannot open a file there: a server whose connections took every descriptor died so, now and
  /// then, with 80 clients held. It now leaves 16 free, and the clients beyond are told 503.
  @Test func shortOfDescriptorsTheServerKeepsSomeFreeAndTurnsClientsAway() throws {
    let server = try ServeProcess(["--read-only"], wrapper: ["/usr/bin/prlimit", "--nofile=48:48", "--"])
    // What it inherited from this process (other tests' sockets, running alongside) is not its own.
    let inherited = Set(try Self.sockets(server.pid))
    var held = try Self.clients(80, of: server)
    #expect(Self.turnedAway(held) >= 20, "fewer than 20 of 80 told 503")
    try Self.expectRest(server)
    let taken = try Self.fewest {
      try Self.sockets(server.pid).filter { $0 >= 48 - 16 && !inherited.contains($0) }.count
    }
    #expect(taken == 0, "its connections took \(taken) of the last 16 descriptors below its limit")
    held.removeAll()
    #expect(Self.acceptsAgain(server), "it did not accept again once connections ended")
    // It said at start that it could not raise its limit far enough.
    #expect(server.logText.contains("warning: this process may open 48 files"), "\(server.logText)")
  }

  /// With a low descriptor limit, `accept` failed while the listener stayed readable: 1.8
  /// CPU-seconds per 4 idle seconds. When the rest of the process took the descriptors left
  /// free (here its limit is lowered while it serves), the listener rests, the clients waiting
  /// are told 503, and one descriptor stays free meanwhile.
  @Test func outOfDescriptorsTheServerRestsWithOneFree() throws {
    let server = try ServeProcess(["--read-only"])
    // Room for 8 connections beside the 16 it keeps free; the limit it read at start was higher.
    let limit = try Self.openDescriptors(server.pid, below: Int.max) + 16 + 8
    let lowering = Process()
    lowering.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
    lowering.arguments = ["--pid", "\(server.pid)", "--nofile=\(limit):\(limit)"]
    try lowering.run()
    lowering.waitUntilExit()
    try #require(lowering.terminationStatus == 0)
    var held = try Self.clients(80, of: server)
    #expect(Self.turnedAway(held) >= 20, "fewer than 20 of 80 told 503")
    try Self.expectRest(server)
    var open = try Self.openDescriptors(server.pid, below: limit)
    #expect(open < limit, "the server holds all \(limit) of its descriptors while it rests")
    // Clients that come later are told 503 as it wakes, none given the one left free.
    held += try Self.clients(10, of: server)
    #expect(Self.turnedAway(Array(held.suffix(10)), all: 10) == 10, "fewer than 10 of 10 more told 503")
    open = try Self.openDescriptors(server.pid, below: limit)
    #expect(open < limit, "the server holds all \(limit) of its descriptors once they are told")
    held.removeAll()
    #expect(Self.acceptsAgain(server), "it did not accept again once connections ended")
  }

  /// Dispatch makes a clock's timer descriptor when a task first sleeps on it, and a sleep begun
  /// with no descriptor free never wakes, not even once one is freed. A server has both clocks'
  /// made before its URL is out, even one whose catalog is another server's (it warms nothing at
  /// start, so nothing else has it sleep then).
  @Test func bothClocksTimerDescriptorsAreMadeBeforeTheURLIsOut() throws {
    let upstream = try ServeProcess(["--read-only"])
    for server in [upstream, try ServeProcess(["--read-only", "--source", upstream.url])] {
      let links = try Self.descriptorLinks(server.pid)
      #expect(links.filter { $0 == "anon_inode:[timerfd]" }.count >= 2, "\(links)")
    }
  }

  // MARK: Helpers

  /// `count` connections from 40 loopback addresses (the limit per client is not what is tested).
  private static func clients(_ count: Int, of server: ServeProcess) throws -> [SocketClient] {
    try (0..<count).map { try SocketClient(port: server.port, from: "127.0.1.\($0 % 40 + 1)") }
  }

  /// How many of `held` are told 503, waited for until `all` are or 10 s have passed.
  private static func turnedAway(_ held: [SocketClient], all: Int = 20) -> Int {
    var told = Set<Int>()
    let deadline = Date().addingTimeInterval(10)
    while told.count < all, Date() < deadline {
      for (index, client) in held.enumerated() where !told.contains(index) && client.awaitsReading(within: 0) {
        if client.readAll(seconds: 1).hasPrefix("HTTP/1.1 503 ") { told.insert(index) }
      }
      usleep(10_000)
    }
    return told.count
  }

  /// With the clients still held, the server rests: a window of 2 idle seconds is measured.
  private static func expectRest(_ server: ServeProcess) throws {
    guard server.isRunning, let before = try? cpuSeconds(server.pid) else {
      Issue.record("the server short of descriptors \(server.ending)")
      return
    }
    usleep(2_000_000)
    guard let after = try? cpuSeconds(server.pid) else {
      Issue.record("the server resting short of descriptors \(server.ending)")
      return
    }
    #expect(after - before < 0.3, "the server spent \(after - before) CPU-seconds in 2 idle seconds")
  }

  /// Whether `GET /products/1` is answered 200 within 15 s.
  private static func acceptsAgain(_ server: ServeProcess) -> Bool {
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      if (try? server.exchange("GET", "/products/1").status) == 200 { return true }
      usleep(100_000)
    }
    return false
  }

  private static func descriptorLinks(_ pid: Int32) throws -> [String] {
    let folder = "/proc/\(pid)/fd"
    return try FileManager.default.contentsOfDirectory(atPath: folder).compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)
    }
  }

  /// How many of the process's descriptors are numbered below `limit`.
  private static func openDescriptors(_ pid: Int32, below limit: Int) throws -> Int {
    try fewest { try descriptors(pid).filter { $0 < limit }.count }
  }

  private static func descriptors(_ pid: Int32) throws -> [Int] {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").compactMap { Int($0) }
  }

  /// The process's descriptors that are sockets: its listener and its connections.
  private static func sockets(_ pid: Int32) throws -> [Int] {
    try descriptors(pid).filter {
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)"))?.hasPrefix("socket:")
        == true
    }
  }

  /// The fewest of five counts 50 ms apart: a client being turned away holds a descriptor for a
  /// moment.
  private static func fewest(_ count: () throws -> Int) throws -> Int {
    var fewest = Int.max
    for look in 0..<5 {
      if look > 0 { usleep(50_000) }
      fewest = min(fewest, try count())
    }
    return fewest
  }

  private static func cpuSeconds(_ pid: Int32) throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    let ticks =
      (Double(fields.count > 12 ? fields[11] : "0") ?? 0) + (Double(fields.count > 12 ? fields[12] : "0") ?? 0)
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }
}
