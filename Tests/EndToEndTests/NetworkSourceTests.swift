import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog` against real HTTP servers on loopback: the DummyJSON-contract server and a real
/// Datasette. Where the semantics match, the output must be the embedded catalog's golden output.
@Suite(.serialized) struct NetworkSourceTests {
  /// Golden cases whose stdout and status must be the same from a server.
  static let sameAsEmbedded = [
    "list-default", "list-search-phone", "list-search-hyphen", "list-category", "list-sort-price-desc",
    "list-sort-title", "list-sort-stable", "list-order-only", "list-skip", "list-skip-beyond", "list-limit-zero",
    "list-json", "list-csv", "list-table", "list-category-unknown-json", "show-1", "show-json", "show-table",
    "categories", "categories-json",
  ]

  private func goldens() throws -> [GoldenCase] {
    let all = try GoldenCase.all()
    return Self.sameAsEmbedded.compactMap { name in all.first { $0.name == name } }
  }

  private func expectSameAsEmbedded(source: String, except: Set<String> = []) throws {
    let cases = try goldens().filter { !except.contains($0.name) }
    #expect(cases.count == Self.sameAsEmbedded.count - except.count)
    for golden in cases {
      let outcome = try CatalogProcess.run(golden.arguments + ["--source", source], environment: golden.environment)
      #expect(outcome.status == golden.expected.status, "\(golden.name) from \(source): \(outcome.stderr)")
      #expect(outcome.stdout == golden.expected.stdout, "\(golden.name) from \(source)")
    }
  }

  @Test func aDummyJSONServerGivesTheEmbeddedCatalogsAnswers() throws {
    let server = try TestServer.dummyJSON()
    try expectSameAsEmbedded(source: server.url)
  }

  @Test func aDummyJSONServerUnderAPathPrefix() throws {
    let server = try TestServer.dummyJSON()
    try expectSameAsEmbedded(source: server.url + "/api/v2")
  }

  @Test func aDatasetteTableGivesTheEmbeddedCatalogsAnswers() throws {
    guard let server = try TestServer.datasette() else { return }
    try expectSameAsEmbedded(source: server.url + "/catalog/products")
    try expectSameAsEmbedded(source: "datasette+" + server.url + "/catalog/products")
  }

  /// The 1.0 alphas send lists and objects as JSON text on table pages, and `_json` only works
  /// on row pages: both must read as 0.65's answers do.
  @Test func aDatasette1TableGivesTheEmbeddedCatalogsAnswers() throws {
    guard let server = try TestServer.datasette1() else { return }
    try expectSameAsEmbedded(source: server.url + "/catalog/products")
  }

  @Test func onePageIsOneRequest() throws {
    let server = try TestServer.dummyJSON()
    for arguments in [["list"], ["list", "-S", "phone", "--sort", "price"], ["show", "5"], ["categories"]] {
      let before = server.requestCount
      let outcome = try CatalogProcess.run(arguments + ["--source", server.url])
      #expect(outcome.status == 0)
      #expect(server.requestCount - before == 1, "\(arguments)")
    }
  }

  @Test func searchWithinACategoryIsExactOnTheClient() throws {
    let server = try TestServer.dummyJSON()
    let arguments = ["list", "-S", "phone", "-c", "mobile-accessories", "--sort", "price", "-L", "3", "--skip", "1"]
    let embedded = try CatalogProcess.run(arguments)
    let remote = try CatalogProcess.run(arguments + ["--source", server.url])
    #expect(remote.stdout == embedded.stdout)
    #expect(!remote.stdout.isEmpty)
  }

  @Test func readsFollowDatasettePagesForLargeLimitsAndSkips() throws {
    guard let server = try TestServer.datasette() else { return }
    let source = server.url + "/catalog/products"
    for arguments in [["list", "-L", "0", "--sort", "price"], ["list", "--skip", "150", "-L", "40"]] {
      #expect(try CatalogProcess.run(arguments + ["--source", source]).stdout == CatalogProcess.run(arguments).stdout)
    }
  }

  /// Runs `catalog` against `source` and returns stderr, expecting exit status 1 and no stdout.
  private func failure(_ arguments: [String], source: String, timeout: String? = nil) throws -> String {
    let outcome = try CatalogProcess.run(
      arguments + ["--source", source] + (timeout.map { ["--timeout", $0] } ?? []), timeout: 60)
    #expect(outcome.status == 1, "\(arguments) \(source): \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("error: "))
    #expect(outcome.stderr.contains("\nhint: "))
    return outcome.stderr
  }

  @Test func anUnknownIDIsNotFound() throws {
    let server = try TestServer.dummyJSON()
    #expect(
      try failure(["show", "999"], source: server.url)
        == "error: no product with id 999 at \(server.url)\nhint: run \"catalog list\" (narrow it with --search) to find product ids\n"
    )
  }

  @Test func aRefusedConnectionSaysSo() throws {
    let port = LoopbackPort.free()
    #expect(try failure(["list"], source: "http://127.0.0.1:\(port)").contains("connection refused"))
  }

  @Test func anUnknownHostSaysSo() throws {
    #expect(try failure(["list"], source: "http://no-such-host.invalid").contains("unknown host"))
  }

  @Test func aSlowServerTimesOut() throws {
    let server = try TestServer.dummyJSON()
    let started = Date()
    let message = try failure(["list"], source: "dummyjson+" + server.url + "/slow/3000", timeout: "1")
    #expect(message.contains("no complete answer within 1 s"))
    #expect(Date().timeIntervalSince(started) < 2.5)
  }

  @Test func statusesAndBodiesBecomeClearErrors() throws {
    let server = try TestServer.dummyJSON()
    let cases: [(String, String)] = [
      ("/bad-request", "the server refused the request (HTTP 400): Invalid 'limit' - must be a number"),
      ("/html", "HTTP 404 with an HTML page instead of catalog JSON"),
      ("/status/500", "the server failed (HTTP 500) 4 times"),
      ("/ratelimit-forever", "the server is limiting requests (HTTP 429) and refused 4 times"),
      ("/not-json", "invalid JSON at line 1, column 1"),
      ("/truncated", "cut off"),
      ("/wrong-shape", "at products[0].price: expected a number, found a string"),
      ("/redirect-loop", "redirects in a loop"),
      ("/huge", "larger than 32 MB"),
    ]
    for (prefix, expected) in cases {
      // The kind is named: a two-segment path would first be asked as a Datasette table.
      let message = try failure(["list"], source: "dummyjson+" + server.url + prefix)
      #expect(message.contains(expected), "\(prefix): \(message)")
      #expect(message.contains(server.url + prefix), "\(prefix) names the source")
    }
  }

  @Test func retriableAnswersAreRetried() throws {
    let server = try TestServer.dummyJSON()
    for prefix in ["/ratelimit/1", "/flaky/503/2"] {
      let outcome = try CatalogProcess.run(["list", "-L", "2", "--source", "dummyjson+" + server.url + prefix])
      #expect(outcome.status == 0, "\(prefix): \(outcome.stderr)")
      #expect(outcome.stdout.split(separator: "\n").count == 2)
    }
  }

  @Test func controlCharactersFromAServerAreNeutralised() throws {
    let server = try TestServer.dummyJSON(
      catalog: CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/control-chars.json"))
    let outcome = try CatalogProcess.run(["list", "--source", server.url])
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains("\u{1B}"))
    #expect(outcome.stdout.contains("␛[31mRED"))
  }

  @Test func aBadTimeoutIsAUsageError() throws {
    let outcome = try CatalogProcess.run(["list", "--timeout", "soon", "--source", "http://127.0.0.1:1"])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("error: invalid --timeout \"soon\""))
  }
}
