import Foundation
import Testing

/// `catalog` against the Frankfurter-contract rates server: both API versions and the ECB file
/// over HTTP, every failure mode, and the cache (fresh, stale, corrupted, missing, offline).
@Suite(.serialized) struct RatesServiceTests {
  private let cache: URL

  init() throws {
    cache = TestFolders.fresh("rates-cache")
  }

  private func run(_ arguments: [String], rates: String) throws -> CatalogProcess.Outcome {
    try CatalogProcess.run(arguments + ["--rates", rates], environment: ["CATALOG_CACHE_DIR": cache.path])
  }

  private func cacheFiles() -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)) ?? [])
      .filter { $0.lastPathComponent.hasPrefix("rates-") && $0.pathExtension == "json" }
  }

  /// Moves the moment the service last confirmed the saved rates two hours back.
  private func ageCache() throws {
    for file in cacheFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let aged = try #require(
        text.split(separator: "\n").map { line -> String in
          guard line.contains("\"checkedAt\"") else { return String(line) }
          let value = Int(line.filter(\.isNumber)) ?? 0
          return "  \"checkedAt\": \(value - 7200),"
        }.joined(separator: "\n") as String?)
      try Data(aged.utf8).write(to: file)
    }
  }

  private func latestRequests(_ server: TestServer) -> Int {
    server.logText.split(separator: "\n").filter { $0.contains("request ") && $0.contains("latest") }.count
  }

  @Test(arguments: ["/v1", "/v2", "/eurofxref-daily.xml"])
  func everyKindOfServiceGivesTheSameConversion(path: String) throws {
    let server = try TestServer.frankfurter()
    let outcome = try run(["convert", "100", "USD", "JPY"], rates: server.url + path)
    #expect(outcome.stderr == "")
    #expect(outcome.stdout == "15485\n")
    #expect(outcome.status == 0)
  }

  @Test func theServicesNamesAreListed() throws {
    let server = try TestServer.frankfurter()
    let outcome = try run(["currencies"], rates: server.url + "/v1")
    #expect(outcome.stdout.contains("USD\tUnited States Dollar\t1\n"))
    #expect(outcome.stdout.contains("KWD\tKuwaiti Dinar\t0.307818\n"))
  }

  @Test(arguments: [
    ("/status/500/v1", "HTTP 500"), ("/status/404/v1", "404"), ("/html/v1", "an HTML page"),
    ("/wrong-shape/v1", "no \"rates\" of the expected shape"), ("/bad-date/v1", "\"22/11/2024\" is not a day"),
  ])
  func aFailingServiceWithNothingSavedIsAnErrorWithAHint(path: String, reason: String) throws {
    let server = try TestServer.frankfurter()
    let outcome = try run(["list", "-L", "1", "--currency", "EUR"], rates: server.url + path)
    #expect(outcome.status == 1)
    #expect(outcome.stdout == "")
    #expect(outcome.stderr.hasPrefix("error: cannot get exchange rates from \(server.url)\(path): "))
    #expect(outcome.stderr.contains(reason), "\(outcome.stderr)")
    #expect(outcome.stderr.contains("hint: "))
  }

  @Test func aSlowServiceIsGivenUpWithinTheTimeLimit() throws {
    let server = try TestServer.frankfurter()
    let started = Date()
    let outcome = try run(["convert", "1", "USD", "EUR", "--timeout", "1"], rates: server.url + "/slow/5000/v1")
    #expect(Date().timeIntervalSince(started) < 4)
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("timed out") || outcome.stderr.contains("no complete answer"), "\(outcome.stderr)")
  }

  @Test func aCurrencyTheServiceLacksIsNamed() throws {
    let server = try TestServer.frankfurter()
    let outcome = try run(["list", "-L", "1", "--currency", "KWD"], rates: server.url + "/only/USD,JPY/v1")
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("error: the exchange rates have no currency KWD\n"))
  }

  @Test func freshRatesAreReusedWithoutARequest() throws {
    let server = try TestServer.frankfurter()
    // Dated today: the latest there can be until tomorrow afternoon.
    let today = Self.day(Date())
    let url = server.url + "/date/\(today)/v1"
    #expect(try run(["convert", "1", "USD", "EUR"], rates: url).status == 0)
    #expect(latestRequests(server) == 1)
    #expect(cacheFiles().count == 1)
    let again = try run(["list", "-L", "2", "--currency", "JPY"], rates: url)
    #expect(again.status == 0)
    #expect(again.stderr == "")
    #expect(latestRequests(server) == 1)
  }

  @Test func staleRatesAreAskedForAgain() throws {
    let server = try TestServer.frankfurter()
    let url = server.url + "/v1"  // dated 2024-11-22: long since due for newer ones
    #expect(try run(["convert", "1", "USD", "EUR"], rates: url).status == 0)
    // Just confirmed as the latest the service has (a holiday, say): trusted for an hour.
    #expect(try run(["convert", "1", "USD", "EUR"], rates: url).status == 0)
    #expect(latestRequests(server) == 1)
    try ageCache()
    #expect(try run(["convert", "1", "USD", "EUR"], rates: url).status == 0)
    #expect(latestRequests(server) == 2)
  }

  @Test func aCorruptedCacheIsAskedAgainAndRepaired() throws {
    let server = try TestServer.frankfurter()
    let url = server.url + "/date/\(Self.day(Date()))/v1"
    #expect(try run(["convert", "1", "USD", "EUR"], rates: url).status == 0)
    let file = try #require(cacheFiles().first)
    try Data("{\"source\": tru".utf8).write(to: file)
    let outcome = try run(["convert", "1", "USD", "EUR"], rates: url)
    #expect(outcome.stdout == "0.96\n")
    #expect(outcome.stderr == "")
    #expect(latestRequests(server) == 2)
    #expect(try String(contentsOf: file, encoding: .utf8).contains("\"USD\": \"1.0412\""))
  }

  @Test func offlineTheSavedRatesServeWithAWarningNamingTheirDate() throws {
    var server: TestServer? = try TestServer.frankfurter()
    let url = (server?.url ?? "") + "/v1"
    #expect(try run(["convert", "100", "USD", "EUR"], rates: url).stdout == "96.04\n")
    try ageCache()
    server = nil  // stopped: the port now refuses
    let outcome = try run(["convert", "100", "USD", "EUR"], rates: url)
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "96.04\n")
    #expect(
      outcome.stderr
        == "warning: cannot get fresh exchange rates from \(url) (connection refused); using the saved rates of 2024-11-22\n"
    )
    // With nothing saved, the same failure is an error.
    try FileManager.default.removeItem(at: cache)
    let nothing = try run(["convert", "100", "USD", "EUR"], rates: url)
    #expect(nothing.status == 1)
    #expect(nothing.stderr.hasPrefix("error: cannot get exchange rates from \(url): connection refused\n"))
  }

  @Test func theCatalogServersTokenNeverGoesToTheRatesService() throws {
    let server = try TestServer.frankfurter()
    let outcome = try CatalogProcess.run(
      ["convert", "1", "USD", "EUR", "--rates", server.url + "/v1"],
      environment: ["CATALOG_TOKEN": "tok-RATES-SECRET", "CATALOG_CACHE_DIR": cache.path])
    #expect(outcome.status == 0)
    #expect(!server.logText.contains("auth "))
  }

  static func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
  }
}
