import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog serve` against one hostile client, run as users run it (issue 55): answers of
/// bounded size, a server short of descriptors that rests rather than spins, and a server that
/// contacts no host its operator did not name.
@Suite(.serialized) struct ServeHardeningTests {
  /// `GET /products?limit=0` on a 133 MB catalog answered 122 MB and left the server at 395 MB.
  /// An answer now holds 10,000 products at most, and `limit=0` is everything only within that.
  @Test func anAnswerHoldsTenThousandProductsAtMostAndSaysSo() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("capped-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try LocalSourceHardeningTests.largeCatalog(10_050).write(to: file)
    let server = try ServeProcess(["--source", file.path, "--read-only"])
    let all = try server.exchange("GET", "/products?limit=0&select=id")
    #expect(all.status == 400)
    let message = (all.json as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("all 10050 products, more than the 10000 an answer holds"), "\(message)")
    let most = try server.exchange("GET", "/products?limit=10000&skip=50&select=id")
    #expect(most.status == 200)
    #expect(((most.json as? [String: Any])?["products"] as? [Any])?.count == 10_000)
    #expect(((most.json as? [String: Any])?["total"] as? Int) == 10_050)
    for limit in ["10001", "99999999999999999999"] {
      let refused = try server.exchange("GET", "/products?limit=\(limit)")
      #expect(refused.status == 400)
      let said = (refused.json as? [String: Any])?["message"] as? String ?? ""
      #expect(said.contains("0 (all, up to 10000) to 10000 products"), "\(said)")
    }
    // The CLI as the server's client pages through what no one answer holds: the categories'
    // counts, and a search within a category, as the file itself gives them.
    for command in [["categories"], ["list", "--search", "product", "--category", "c3", "-L", "0", "--fields", "id"]] {
      let served = try CatalogProcess.run(command + ["--source", server.url])
      #expect(served.status == 0, "\(served.stderr)")
      #expect(served.stdout == (try CatalogProcess.run(command + ["--source", file.path])).stdout, "\(command)")
    }
    // Within the cap, limit=0 is everything, as DummyJSON's is.
    let embedded = try ServeProcess(["--read-only"])
    let everything = try embedded.exchange("GET", "/products?limit=0&select=id")
    #expect(((everything.json as? [String: Any])?["products"] as? [Any])?.count == 194)
  }

  /// With a low descriptor limit, `accept` failed while the listener stayed readable: 1.8
  /// CPU-seconds per 4 idle seconds. Now the listener rests and the clients waiting are told 503.
  @Test func outOfDescriptorsTheServerRestsAndTurnsClientsAway() throws {
    let server = try ServeProcess(["--read-only"], wrapper: ["/usr/bin/prlimit", "--nofile=48:48", "--"])
    var held: [SocketClient] = []
    for index in 0..<80 { held.append(try SocketClient(port: server.port, from: "127.0.1.\(index % 40 + 1)")) }
    // Those beyond what it can hold are told so, not left waiting: waited for, 10 s at most.
    var turnedAway = Set<Int>()
    let told = Date().addingTimeInterval(10)
    while turnedAway.count < 20, Date() < told {
      for (index, client) in held.enumerated() where !turnedAway.contains(index) && client.awaitsReading(within: 0) {
        if client.readAll(seconds: 1).hasPrefix("HTTP/1.1 503 ") { turnedAway.insert(index) }
      }
      usleep(10_000)
    }
    #expect(turnedAway.count >= 20, "\(turnedAway.count) of 80 told 503")
    // Then, with the rest still held, it rests: a window of 2 idle seconds is measured.
    guard server.isRunning, let before = try? Self.cpuSeconds(server.pid) else {
      Issue.record("the server out of descriptors \(server.ending)")
      return
    }
    usleep(2_000_000)
    guard let after = try? Self.cpuSeconds(server.pid) else {
      Issue.record("the server resting out of descriptors \(server.ending)")
      return
    }
    let spent = after - before
    #expect(spent < 0.3, "the server spent \(spent) CPU-seconds in 2 idle seconds")
    // Once connections end, it accepts again.
    held.removeAll()
    var status = 0
    let deadline = Date().addingTimeInterval(15)
    while status != 200, Date() < deadline {
      status = (try? server.exchange("GET", "/products/1").status) ?? 0
      if status != 200 { usleep(100_000) }
    }
    #expect(status == 200, "it did not accept again once connections ended")
    // It said at start that it could not raise its limit far enough.
    #expect(server.logText.contains("warning: this process may open 48 files"), "\(server.logText)")
  }

  /// Dispatch makes a clock's timer descriptor when a task first sleeps on it, and a sleep begun
  /// with no descriptor free never wakes, not even once one is freed. A server has both clocks'
  /// made before its URL is out, even one whose catalog is another server's (it warms nothing at
  /// start, so nothing else has it sleep then).
  @Test func bothClocksTimerDescriptorsAreMadeBeforeTheURLIsOut() throws {
    let upstream = try ServeProcess(["--read-only"])
    for server in [upstream, try ServeProcess(["--read-only", "--source", upstream.url])] {
      let folder = "/proc/\(server.pid)/fd"
      let links = try FileManager.default.contentsOfDirectory(atPath: folder).compactMap {
        try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)
      }
      #expect(links.filter { $0 == "anon_inode:[timerfd]" }.count >= 2, "\(links)")
    }
  }

  /// `?currency=` and `/about` made a server with no rates configured call a public host.
  /// With every request to it sent through a proxy that is only a listener here, nothing
  /// reaches the proxy, and the pages say there are no rates.
  @Test func aServerWithoutRatesContactsNoHost() throws {
    let proxy = try Listener()
    let proxyURL = "http://127.0.0.1:\(proxy.port)"
    let server = try ServeProcess(
      ["--read-only"], environment: ["https_proxy": proxyURL, "HTTPS_PROXY": proxyURL, "http_proxy": proxyURL])
    let list = try server.exchange("GET", "/?currency=EUR")
    #expect(list.status == 400)
    #expect(list.body.contains("there is no exchange rates service"))
    #expect(try server.exchange("GET", "/about").body.contains("none: prices are not converted here"))
    #expect(try server.exchange("GET", "/product/1?currency=JPY").status == 400)
    #expect(!proxy.wasContacted(within: 0.5), "the server contacted a host through the proxy")
  }

  /// The operator's rates URL, access key and all, reached visitors on /about and in errors;
  /// an upstream failure was a 500.
  @Test func aRatesServiceIsShownByItsHostAndItsFailureIsAnUpstreamOne() throws {
    // A port that was listened on and is no more: nothing answers there.
    let port = try Listener().port
    let server = try ServeProcess([
      "--read-only", "--rates", "http://127.0.0.1:\(port)/v1/latest?access_key=SECRET-KEY", "--timeout", "2",
    ])
    let list = try server.exchange("GET", "/?currency=EUR")
    #expect(list.status == 502)
    let about = try server.exchange("GET", "/about")
    for page in [list.body, about.body] {
      #expect(!page.contains("SECRET-KEY") && !page.contains("/v1/latest"), "the rates URL was shown")
    }
    #expect(about.body.contains("http://127.0.0.1"))
  }

  private static func cpuSeconds(_ pid: Int32) throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
    let ticks =
      (Double(fields.count > 12 ? fields[11] : "0") ?? 0) + (Double(fields.count > 12 ? fields[12] : "0") ?? 0)
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// A listening socket on a free loopback port that answers nothing.
  private final class Listener {
    let descriptor: Int32
    let port: Int

    init() throws {
      let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var size = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, size) == 0 && listen(socket, 16) == 0 && getsockname(socket, $0, &size) == 0
        }
      }
      guard bound else {
        Glibc.close(socket)
        throw SocketClient.Failure(description: "listen: \(String(cString: strerror(errno)))")
      }
      descriptor = socket
      port = Int(UInt16(bigEndian: address.sin_port))
    }

    func wasContacted(within seconds: Double) -> Bool {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      return poll(&entry, 1, Int32(seconds * 1000)) > 0
    }

    deinit { close(descriptor) }
  }
}
