import Foundation
import Testing

/// `https://` sources, end to end: the real binary against the DummyJSON-contract server over
/// TLS (a test-only certificate authority, given with `SSL_CERT_FILE`), through libcurl opened at
/// run time. The limits `http://` holds hold here too, and a certificate nobody vouches for is
/// refused in words.
@Suite(.serialized) struct TLSSourceTests {
  private let trusted = ["SSL_CERT_FILE": TestServer.authorities]

  /// With at most `memoryKB` of address space: an answer held or inflated past its cap fails it.
  private func runBounded(_ arguments: [String], memoryKB: Int = 1_500_000) throws -> CatalogProcess.Outcome {
    let command =
      (["ulimit -v \(memoryKB);", "exec", ShellWords.quote(CatalogProcess.binary.path)]
      + arguments.map(ShellWords.quote)).joined(separator: " ")
    return try CatalogProcess.run(
      ["-c", command], environment: trusted, executable: URL(fileURLWithPath: "/bin/sh"), timeout: 60)
  }

  private func expectFailure(_ outcome: CatalogProcess.Outcome, containing text: String, _ note: String = "") {
    #expect(outcome.status == 1, "\(note) \(outcome.stderr)")
    #expect(outcome.stdout.isEmpty, "\(note)")
    #expect(outcome.stderr.hasPrefix("error: ") && outcome.stderr.contains("\nhint: "), "\(note)")
    #expect(outcome.stderr.contains(text), "\(note): \(outcome.stderr)")
  }

  @Test func aCatalogIsReadAndChangedOverTLS() throws {
    let server = try TestServer.dummyJSON(tls: true)
    #expect(server.url.hasPrefix("https://"))
    let listed = try CatalogProcess.run(["list", "-L", "3", "--source", server.url], environment: trusted)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.split(separator: "\n").map { $0.prefix(2) } == ["1\t", "2\t", "3\t"])
    let edited = try CatalogProcess.run(["edit", "5", "--price", "7.5", "--source", server.url], environment: trusted)
    #expect(edited.status == 0 && edited.stdout.hasPrefix("updated product 5: price 8.99 → 7.5"), "\(edited.stderr)")
    let shown = try CatalogProcess.run(["show", "5", "-o", "json", "--source", server.url], environment: trusted)
    #expect(shown.stdout.contains("\"price\": 7.5"), "\(shown.stdout.prefix(300))")
  }

  @Test func aCertificateNobodyVouchesForIsRefusedInWords() throws {
    let server = try TestServer.dummyJSON(tls: true)
    let outcome = try CatalogProcess.run(["list", "--source", server.url], environment: ["SSL_CERT_FILE": "/dev/null"])
    expectFailure(outcome, containing: "no secure connection")
  }

  @Test func theTokenGoesOverTLSAndIsNeverShown() throws {
    let server = try TestServer.dummyJSON(tls: true)
    let token = "tls-token-0123456789abcdef"
    let outcome = try CatalogProcess.run(
      ["edit", "3", "--price", "8", "--source", server.url + "/echo-headers"],
      environment: trusted.merging(["CATALOG_TOKEN": token]) { $1 })
    #expect(outcome.status == 1)
    #expect(server.logText.contains("auth Bearer"), "the token was sent")
    #expect(!outcome.stderr.contains(token) && !outcome.stdout.contains(token))
  }

  @Test func aGzipBombAndAnEndlessBodyAreRefusedWithBoundedMemory() throws {
    let server = try TestServer.dummyJSON(tls: true)
    expectFailure(
      try runBounded(["list", "--source", server.url + "/gzip-bomb"]), containing: "compressed answer (gzip)")
    expectFailure(try runBounded(["list", "--source", server.url + "/endless"]), containing: "larger than 32 MB")
    expectFailure(try runBounded(["list", "--source", server.url + "/huge"]), containing: "larger than 32 MB")
  }

  @Test func timeLimitsRedirectsAndCutsHoldAsOverHTTP() throws {
    let server = try TestServer.dummyJSON(tls: true)
    let started = Date()
    let trickle = try CatalogProcess.run(
      ["list", "--timeout", "2", "--source", server.url + "/trickle"], environment: trusted, timeout: 30)
    expectFailure(trickle, containing: "no complete answer within 2 s", "trickle")
    #expect(Date().timeIntervalSince(started) < 4.5)
    let loop = try CatalogProcess.run(["list", "--source", server.url + "/redirect-loop"], environment: trusted)
    expectFailure(loop, containing: "redirects in a loop", "loop")
    let cut = try CatalogProcess.run(["list", "--source", server.url + "/truncated"], environment: trusted)
    expectFailure(cut, containing: "cut off", "truncated")
  }
}
