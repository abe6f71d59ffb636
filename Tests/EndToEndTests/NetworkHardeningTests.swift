import Foundation
import Testing

/// What a hostile or broken server must not be able to do to `catalog`: hold it past its time
/// limit, fill memory, show a wrong product with exit status 0, or make it print a credential.
@Suite(.serialized) struct NetworkHardeningTests {
  /// Runs `catalog` with at most `memoryKB` of address space: an answer that is held or inflated
  /// past its cap makes the process fail to allocate, and the test fail.
  private func runBounded(_ arguments: [String], memoryKB: Int = 1_500_000) throws -> CatalogProcess.Outcome {
    let command =
      (["ulimit -v \(memoryKB);", "exec", ShellWords.quote(CatalogProcess.binary.path)]
      + arguments.map(ShellWords.quote)).joined(separator: " ")
    return try CatalogProcess.run(["-c", command], executable: URL(fileURLWithPath: "/bin/sh"), timeout: 60)
  }

  private func expectFailure(_ outcome: CatalogProcess.Outcome, containing text: String, _ note: String = "") {
    #expect(outcome.status == 1, "\(note) \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty, "\(note)")
    #expect(outcome.stderr.hasPrefix("error: "), "\(note)")
    #expect(outcome.stderr.contains(text), "\(note): \(outcome.stderr)")
    #expect(outcome.stderr.contains("\nhint: "), "\(note)")
  }

  /// A trickled body, a `Retry-After` of an hour, and retries that would add up to 7 s: each
  /// ends by the time limit (`--timeout`), with the message that says why.
  @Test(arguments: [
    ("/trickle", "2", "no complete answer within 2 s", 4.0),
    ("/retry-after/3600", "3", "asked to wait 3600 s, past the 3 s time limit", 2.0),
    ("/retry-after/1", "2", "the server is limiting requests (HTTP 429)", 3.5),
  ])
  func noServerHoldsACommandPastItsTimeLimit(prefix: String, limit: String, message: String, seconds: Double) throws {
    let server = try TestServer.dummyJSON()
    let started = Date()
    let outcome = try CatalogProcess.run(
      ["list", "--timeout", limit, "--source", "dummyjson+" + server.url + prefix], timeout: 30)
    expectFailure(outcome, containing: message, prefix)
    #expect(Date().timeIntervalSince(started) < seconds, "\(prefix)")
  }

  @Test func aGzipBombIsRefusedBeforeItIsInflated() throws {
    let server = try TestServer.dummyJSON()
    let outcome = try runBounded(["list", "--source", "dummyjson+" + server.url + "/gzip-bomb"])
    expectFailure(outcome, containing: "compressed answer (gzip)")
  }

  @Test func anEndlessBodyStopsAtTheCapWithBoundedMemory() throws {
    let server = try TestServer.dummyJSON()
    let outcome = try runBounded(["list", "--source", "dummyjson+" + server.url + "/endless"])
    expectFailure(outcome, containing: "larger than 32 MB")
  }

  @Test func answersMustBeForTheQuestion() throws {
    let server = try TestServer.dummyJSON()
    let cases: [([String], String, String)] = [
      (["show", "5"], "/wrong-id", "asked for product 5, the server answered with product 999"),
      (["list"], "/duplicate-ids", "products[2].id: product 1 appears twice in one page"),
      (["list"], "/zero-id", "products[0].id: expected a whole number of 1 or more, found 0"),
    ]
    for (arguments, prefix, message) in cases {
      let outcome = try CatalogProcess.run(arguments + ["--source", "dummyjson+" + server.url + prefix])
      expectFailure(outcome, containing: message, prefix)
    }
  }

  @Test func aRedirectToADeadHostNamesThatHost() throws {
    let server = try TestServer.dummyJSON()
    let outcome = try CatalogProcess.run(["show", "1", "--source", "dummyjson+" + server.url + "/redirect-dead/1"])
    expectFailure(
      outcome, containing: "the server redirected to http://127.0.0.1:1/products/1, where: connection refused")
  }

  @Test func credentialsInTheURLAreSentButNeverShown() throws {
    let server = try TestServer.dummyJSON()
    let port = server.url.split(separator: ":").last.map(String.init) ?? ""
    let secret = "s3cr3t-\(UUID().uuidString)"
    let working = try CatalogProcess.run(["show", "1", "--source", "http://reader:\(secret)@127.0.0.1:\(port)"])
    #expect(working.status == 0)
    let log = try String(contentsOf: server.log, encoding: .utf8)
    #expect(log.contains("auth Basic sha256:"), "the credentials reach the server")
    for source in [
      "http://reader:\(secret)@127.0.0.1:\(port)/status/500", "http://reader:\(secret)@127.0.0.1:1",
      "http://reader:\(secret)@127.0.0.1:99999", "ftp://reader:\(secret)@127.0.0.1",
    ] {
      let outcome = try CatalogProcess.run(["list", "--source", source])
      #expect(outcome.status != 0)
      #expect(!outcome.stderr.contains(secret), "\(outcome.stderr)")
      #expect(outcome.stderr.contains("***@") || outcome.stderr.contains("uses \"ftp\""), "\(outcome.stderr)")
    }
  }

  @Test func urlSchemesAreCaseInsensitiveAndPortsAreChecked() throws {
    let server = try TestServer.dummyJSON()
    let upper = try CatalogProcess.run([
      "list", "-L", "2", "--source", server.url.replacingOccurrences(of: "http", with: "HTTP"),
    ])
    #expect(upper.status == 0, "\(upper.stderr)")
    #expect(upper.stdout.split(separator: "\n").count == 2)
    let port = try CatalogProcess.run(["list", "--source", "http://127.0.0.1:99999"])
    #expect(port.status == 2)
    #expect(port.stderr.hasPrefix("error: --source \"http://127.0.0.1:99999\" has port 99999, outside 1-65535\n"))
  }

  @Test func hugeCountsReachTheServerClamped() throws {
    let server = try TestServer.dummyJSON()
    let rest = try CatalogProcess.run(
      ["list", "--skip", "1", "--limit", "9223372036854775807", "--source", server.url])
    #expect(rest.status == 0, "\(rest.stderr)")
    #expect(rest.stdout.split(separator: "\n").count == 193)
    let none = try CatalogProcess.run(["list", "--skip", "9223372036854775807", "--source", server.url])
    #expect(none.status == 0, "\(none.stderr)")
    #expect(none.stdout.isEmpty)
  }
}
