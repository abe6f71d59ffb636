import Foundation
import Testing

/// What a rates service and the cache directory must not be able to do: cost minutes, be
/// believed forever, lose money's digits, have someone else's files removed, or report an index
/// saved that was not.
@Suite(.serialized) struct CacheAndRatesHardeningTests {
  let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hardening-cache-\(UUID().uuidString)")

  private func run(_ arguments: [String], timeout: TimeInterval = 30) throws -> CatalogProcess.Outcome {
    try CatalogProcess.run(arguments, environment: ["CATALOG_CACHE_DIR": cache.path], timeout: timeout)
  }

  private func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).sorted()
  }

  private func write(_ text: String, to name: String) throws {
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: cache.path)
    try Data(text.utf8).write(to: cache.appendingPathComponent(name))
  }

  /// Rates with tens of thousands of distinct codes (quadratic to read before), or more bytes than
  /// any service sends: refused at once, as what they are, and nothing kept.
  @Test(arguments: [(17_576, 1, "holds more than 1000 rates"), (1, 120_000, "is larger than 1 MB")])
  func aHostileRatesAnswerIsRefusedQuickly(codes: Int, repeats: Int, reason: String) throws {
    defer { try? FileManager.default.removeItem(at: cache) }
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    var members: [String] = []
    for index in 0..<codes {
      let code = String([letters[index / 676 % 26], letters[index / 26 % 26], letters[index % 26]])
      members += Array(repeating: "\"\(code)\":1.05", count: repeats)
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-rates-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(("{\"base\":\"EUR\",\"date\":\"2024-11-22\",\"rates\":{" + members.joined(separator: ",") + "}}").utf8)
      .write(to: file)
    let outcome = try run(["convert", "1", "EUR", "USD", "--rates", file.path], timeout: 15)
    #expect(outcome.status == 1)
    #expect(
      outcome.stderr.contains("cannot get exchange rates from \(file.path): its answer \(reason)"), "\(outcome.stderr)")
    #expect(!names().contains { $0.hasPrefix("rates-") })
  }

  /// Rates dated after today are no answer: refused from the service, and never believed from
  /// the cache (before, they stayed "fresh" forever and the service was never asked again).
  @Test func ratesDatedAfterTodayAreNoAnswer() throws {
    defer { try? FileManager.default.removeItem(at: cache) }
    let server = try TestServer.frankfurter()
    let future = try run(["convert", "1", "USD", "EUR", "--rates", server.url + "/date/9999-12-31/v1"])
    #expect(future.status == 1)
    #expect(future.stderr.contains("its rates are dated 9999-12-31, after today"), "\(future.stderr)")
    #expect(!names().contains { $0.hasPrefix("rates-") })

    let today = server.url + "/date/\(RatesServiceTests.day(Date()))/v1"
    #expect(try run(["convert", "1", "USD", "EUR", "--rates", today]).status == 0)
    let kept = try #require(names().first { $0.hasPrefix("rates-") && $0.hasSuffix(".json") })
    let file = cache.appendingPathComponent(kept)
    let text = try String(contentsOf: file, encoding: .utf8)
    try Data(text.replacingOccurrences(of: RatesServiceTests.day(Date()), with: "9999-12-31").utf8).write(to: file)
    let asked = try run(["convert", "1", "USD", "EUR", "--rates", today])
    #expect(asked.status == 0 && asked.stderr.isEmpty, "\(asked.stderr)")
    let latest = server.logText.split(separator: "\n").filter { $0.contains("request ") && $0.contains("latest") }
    #expect(latest.count == 3, "the kept future rates were not trusted: the service was asked again")
  }

  /// Money in JSON is the decimal's own digits, as TSV and CSV already were.
  @Test func moneyInJSONKeepsEveryDigit() throws {
    let rates = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/rates-latest.json").path
    let converted = try run(["convert", "123456789012345.67", "USD", "EUR", "-o", "json", "--rates", rates])
    #expect(converted.stdout.contains("\"amount\": 123456789012345.67,"), "\(converted.stdout)")
    let plain = try run(["convert", "123456789012345.67", "USD", "EUR", "--rates", rates]).stdout
    #expect(converted.stdout.contains("\"result\": \(plain.trimmingCharacters(in: .whitespacesAndNewlines)),"))

    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("big-price-\(UUID()).json")
    defer { try? FileManager.default.removeItem(at: catalog) }
    try Data(#"[{"id": 1, "title": "Yacht", "price": 123456789012345.67, "category": "boats"}]"#.utf8).write(
      to: catalog)
    let common = [
      "list", "--currency", "EUR", "--fields", "converted.price", "--source", catalog.path, "--rates", rates,
    ]
    let tsv = try run(common + ["-o", "tsv"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let json = try run(common + ["-o", "json"]).stdout
    #expect(tsv == plain.trimmingCharacters(in: .whitespacesAndNewlines), "the same conversion as convert's")
    #expect(json.contains("\"price\": \(tsv)\n"), "JSON \(json) against TSV \(tsv)")
  }

  /// `cache clean` removes every index and the saved rates; files this program did not make,
  /// named as if it had, stay through a save's sweep and through `clean`.
  @Test func onlyWhatThisProgramMadeIsRemoved() throws {
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("sweep-\(UUID().uuidString).json")
    defer {
      try? FileManager.default.removeItem(at: cache)
      try? FileManager.default.removeItem(at: catalog)
    }
    try write("not an index of catalog's", to: "index-0000000000000000.bin")
    try write("{\"mine\": true}", to: "rates-0000000000000000.json")
    try LocalSourceHardeningTests.indexedCatalog(30_000).write(to: catalog)
    #expect(try run(["cache", "build", "--source", catalog.path]).status == 0)
    let server = try TestServer.frankfurter()
    #expect(try run(["convert", "1", "USD", "EUR", "--rates", server.url + "/v1"]).status == 0)
    #expect(try run(["cache", "info"]).stdout.contains("indexes: 1\n"), "a foreign file is not counted")
    #expect(names().contains("index-0000000000000000.bin"), "the save's sweep left the foreign file")
    #expect(names().filter { $0.hasPrefix("rates-") }.count == 2)

    let cleaned = try run(["cache", "clean"])
    #expect(cleaned.stdout.hasPrefix("removed 1 index ("), "\(cleaned.stdout)")
    #expect(cleaned.stdout.hasSuffix(") and 1 saved rates file\n"), "\(cleaned.stdout)")
    #expect(names() == ["index-0000000000000000.bin", "rates-0000000000000000.json"])
  }

  /// An index that cannot be written (the file size limit, as on a full disk) is an error, not
  /// "indexed" with status 0.
  @Test func aBuildWhoseIndexCannotBeSavedFails() throws {
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("starved-\(UUID().uuidString).json")
    defer {
      try? FileManager.default.removeItem(at: cache)
      try? FileManager.default.removeItem(at: catalog)
    }
    try LocalSourceHardeningTests.indexedCatalog(30_000).write(to: catalog)
    let outcome = try CatalogProcess.run(
      [
        "-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" cache build --source \"$1\"", CatalogProcess.binary.path,
        catalog.path,
      ],
      environment: ["CATALOG_CACHE_DIR": cache.path], executable: URL(fileURLWithPath: "/bin/sh"))
    #expect(outcome.status == 1, "\(outcome.stdout)")
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr.hasPrefix("error: read \(catalog.path) (30000 products), but its index could not be saved"))
    #expect(!names().contains { $0.hasSuffix(".bin") || $0.hasSuffix(".partial") })
  }
}
