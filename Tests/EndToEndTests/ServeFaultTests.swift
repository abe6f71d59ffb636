import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Faults on the real `catalog serve`: killed in a burst of writes, held by 200 slow clients,
/// left by a client mid-body, starved of disk space, stopped with a request in flight.
@Suite(.serialized) struct ServeFaultTests {
  /// The JSON array the catalog file holds now; fails the test if it is not whole.
  private static func products(_ file: URL) throws -> [[String: Any]] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [[String: Any]])
  }

  @Test func killedInABurstOfWritesTheFileIsOldOrNewNeverAMix() throws {
    let catalog = try ServeProcess.catalogCopy()
    defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
    let server = try ServeProcess(["--source", catalog.path])
    let (port, headers) = (server.port, server.writeHeaders)
    let sent = Mutex(0)
    let writers = (0..<4).map { writer in
      Thread {
        for round in 0..<1_000 {
          let id = writer * 40 + round % 40 + 1
          guard
            (try? SocketClient.exchange(
              port: port, "PATCH", "/products/\(id)", headers: headers, body: #"{"stock": \#(5000 + round)}"#,
              seconds: 2)) != nil
          else { return }
          sent.withLock { $0 += 1 }
        }
      }
    }
    for writer in writers { writer.start() }
    let deadline = Date().addingTimeInterval(30)
    while sent.withLock({ $0 }) < 30, Date() < deadline { usleep(5_000) }
    #expect(sent.withLock { $0 } >= 30, "the writes did not get going")
    #expect(server.stop(SIGKILL) != nil)
    let products = try Self.products(catalog)
    #expect(products.count == 194)
    #expect(products.compactMap { $0["id"] as? Int } == Array(1...194))
    for product in products {
      let stock = try #require(product["stock"] as? Int)
      #expect(stock < 1000 || (5000..<6000).contains(stock), "product \(product["id"] ?? 0): \(stock)")
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: catalog.deletingLastPathComponent().path)
      .filter { $0 != "catalog.json" }
    // A killed writer may leave its temporary file; the next writer clears it, never reads it.
    let restarted = try ServeProcess(["--source", catalog.path])
    #expect(try restarted.exchange("PATCH", "/products/1", body: #"{"stock": 1}"#).status == 200)
    #expect(try Self.products(catalog).count == 194, "\(leftovers)")
  }

  @Test func twoHundredSlowClientsDoNotKeepAnotherWaiting() throws {
    let server = try ServeProcess([])
    var slow: [SocketClient] = []
    // Slow clients from two addresses, each within its share of connections.
    for index in 0..<200 {
      let client = try SocketClient(port: server.port, from: index % 2 == 0 ? "127.0.0.2" : "127.0.0.3")
      client.send("GET /products/1 HTTP/1.1\r\nHo")
      slow.append(client)
    }
    var worst = 0.0
    for round in 0..<20 {
      for client in slow { client.send(round % 2 == 0 ? "s" : "") }
      let started = Date()
      let answer = try server.exchange("GET", "/products/search?q=phone&limit=5")
      worst = max(worst, Date().timeIntervalSince(started))
      #expect(answer.status == 200)
      usleep(50_000)
    }
    // Without a thread per client this is immediate; with one, it would wait for their 10 s.
    #expect(worst < 1, "a request waited \(worst) s behind slow clients")
    // The slow ones are still connected: each is answered 408 at its deadline, not before.
    #expect([slow[0], slow[199]].allSatisfy { !$0.isClosed(within: 0.01) })
  }

  @Test func aClientThatLeavesMidBodyChangesNothing() throws {
    let catalog = try ServeProcess.catalogCopy()
    defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
    let before = try Data(contentsOf: catalog)
    let server = try ServeProcess(["--source", catalog.path])
    do {
      let leaving = try SocketClient(port: server.port)
      leaving.send(
        "PATCH /products/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{\"price\": 1"
      )
    }
    usleep(200_000)
    #expect(try server.exchange("GET", "/products/1").status == 200)
    #expect(try Data(contentsOf: catalog) == before)
    #expect(server.isRunning)
  }

  @Test func aFullDiskIsA507WithWordsAndTheFileIsUntouched() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("serve-full-\(UUID().uuidString)")
    let mountPoint = scratch.appendingPathComponent("small")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    guard geteuid() == 0, Self.shell("mount -t tmpfs -o size=64k tmpfs '\(mountPoint.path)'") == 0 else {
      Prerequisite.missing("root, to mount a small tmpfs for the full-disk test")
      return
    }
    defer { _ = Self.shell("umount '\(mountPoint.path)'") }
    // About 40 KB of products: the file fits, a second copy of it does not.
    let all = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: TestServer.catalog)) as? [Any])
    var count = all.count
    var original = try JSONSerialization.data(withJSONObject: all)
    while original.count > 40_000 {
      count -= 5
      original = try JSONSerialization.data(withJSONObject: Array(all.prefix(count)))
    }
    let file = mountPoint.appendingPathComponent("catalog.json")
    try original.write(to: file)
    let server = try ServeProcess(["--source", file.path])
    let answer = try server.exchange("PATCH", "/products/2", body: #"{"price": 3}"#)
    #expect(answer.status == 507)
    let message = (answer.json as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("no space left on the device; it was left as it was"), "\(message)")
    #expect(!message.contains(mountPoint.path), "the answer gives away where the catalog is")
    #expect(try Data(contentsOf: file) == original)
    #expect(server.isRunning)
  }

  @Test func aStopAnswersTheRequestInFlightAndEndsCleanly() throws {
    let server = try ServeProcess([])
    let client = try SocketClient(port: server.port)
    client.send("GET /products?limit=10000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    // Read by the server, and being answered, when the signal comes: its first bytes are here.
    #expect(client.awaitsReading(within: 10))
    #expect(server.stop(SIGTERM) == 0)
    let answer = SocketClient.parse(client.readAll(seconds: 2))
    #expect(answer.status == 200)
    #expect(answer.body.utf8.count == Int(answer.header("Content-Length") ?? "") ?? -1, "an answer was cut")
    #expect(answer.header("Connection") == "close" || answer.status == 200)
  }

  @Test func aBurstOfSignalsIsOneStopAndALaterOneEndsAtOnce() throws {
    // An answer far larger than the socket buffers, so the stop waits while the client does not read.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("burst-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    // 10,000 products whose long field is one the index skips (an image's address), so the file
    // is read fast even on a loaded machine, and the answer is over 11 MB.
    let image = "https://images.example/" + String(repeating: "x", count: 1_000)
    let products = (1...10_000).map {
      "{\"id\":\($0),\"title\":\"Product \($0)\",\"price\":\($0 % 100).5,\"category\":\"c\($0 % 7)\",\"images\":[\"\(image)\"]}"
    }
    try Data(("[" + products.joined(separator: ",") + "]").utf8).write(to: file)
    let server = try ServeProcess(["--source", file.path])
    let client = try SocketClient(port: server.port)
    client.send("GET /products?limit=10000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    #expect(client.awaitsReading(within: 120))
    // As `timeout` sends it: to the server, then to its process group.
    kill(server.pid, SIGTERM)
    usleep(100_000)
    kill(server.pid, SIGTERM)
    usleep(300_000)
    #expect(server.isRunning, "a burst of signals ended the server with an answer unsent")
    usleep(1_000_000)
    #expect(server.stop(SIGTERM, within: 5) == 128 + SIGTERM)
  }

  private static func shell(_ command: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
