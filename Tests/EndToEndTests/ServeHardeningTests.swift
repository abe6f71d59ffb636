import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog serve` against one hostile client, run as users run it (issue 55): answers of
/// bounded size, and a server that contacts no host its operator did not name. A server short
/// of descriptors: `ServeDescriptorTests`.
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
