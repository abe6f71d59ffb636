import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// Reading rates: where `--rates` points, Frankfurter's two answers, the ECB's file, and the cache
/// file, exactly to the digit.
@Suite struct RatesReadingTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("EndToEndTests/Fixtures")

  private func tree(_ text: String) throws -> JSONTree {
    try JSONTree.parse(Array(text.utf8))
  }

  /// No location named is the standard one, read as its text would be; a named file is local.
  @Test func theStandardLocationIsFrankfurtersText() {
    let standard = RatesFetcher(location: nil, http: HTTPSettings())
    #expect(standard.location == RatesLocation.parse(RatesLocation.defaultText))
    #expect(standard.isRemote)
    #expect(!RatesFetcher(location: .file(path: "rates.xml"), http: HTTPSettings()).isRemote)
  }

  @Test func locationsAreReadByTheirShape() throws {
    #expect(
      RatesLocation.parse("https://api.frankfurter.dev/v1")
        == .frankfurter(try #require(URL(string: "https://api.frankfurter.dev/v1")), version: .v1))
    #expect(
      RatesLocation.parse("http://127.0.0.1:8080/v2/")
        == .frankfurter(try #require(URL(string: "http://127.0.0.1:8080/v2/")), version: .v2))
    #expect(
      RatesLocation.parse("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")
        == .referenceFileURL(try #require(URL(string: "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")))
    )
    #expect(RatesLocation.parse("rates.xml") == .file(path: "rates.xml"))
    #expect(RatesLocation.parse("http://") == nil)
    #expect(RatesLocation.parse("https://user:secret@rates.test/v1") == nil)
    #expect(RatesLocation.parse("") == nil)
  }

  @Test func aV1AnswerKeepsEveryDigit() throws {
    let rates = try FrankfurterAnswerDTO(
      tree: tree(#"{"amount": 1.0, "base": "EUR", "date": "2024-11-25", "rates": {"GBP": 0.83465, "JPY": 161.23}}"#)
    ).toDomain()
    #expect(rates.base == .euro)
    #expect(rates.date.description == "2024-11-25")
    #expect(rates.rates[try #require(CurrencyCode("GBP"))] == Decimal(string: "0.83465"))
  }

  @Test func aV2AnswerIsOneObjectPerQuote() throws {
    let rates = try FrankfurterAnswerDTO(
      tree: tree(
        #"[{"date": "2026-07-03", "base": "USD", "quote": "EUR", "rate": 0.87598}, {"date": "2026-07-03", "base": "USD", "quote": "JPY", "rate": 144.1}]"#
      )
    ).toDomain()
    #expect(rates.base == .catalog)
    #expect(rates.currencies.map(\.rawValue) == ["EUR", "JPY", "USD"])
  }

  @Test(arguments: [
    (#"{"base": "EUR", "date": "2024-11-25", "rates": [1, 2]}"#, RatesDefect.unexpectedShape(member: "rates")),
    (#"{"base": "EUR", "date": "25/11/2024", "rates": {"USD": 1}}"#, .invalidDate("25/11/2024")),
    (#"{"date": "2024-11-25", "rates": {"USD": 1}}"#, .unexpectedShape(member: "base")),
    (#"{"base": "EUR", "date": "2024-11-25", "rates": {}}"#, .noRates),
    (#"{"base": "EUR", "date": "2024-11-25", "rates": {"USD": "1.04"}}"#, .unexpectedShape(member: "rates")),
    (#"[{"date": "2026-07-03", "base": "USD", "quote": "EUR"}]"#, .unexpectedShape(member: "rate")),
  ])
  func answersOfAnotherShapeAreDefects(text: String, defect: RatesDefect) throws {
    #expect(throws: defect) { try FrankfurterAnswerDTO(tree: tree(text)).toDomain() }
  }

  @Test func theECBFileIsReadToTheDigit() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("eurofxref-daily.xml")))
    let rates = try ReferenceFileReader.rates(from: bytes)
    #expect(rates.base == .euro)
    #expect(rates.date.description == "2024-11-22")
    #expect(rates.rates[try #require(CurrencyCode("GBP"))] == Decimal(string: "0.83465"))
    #expect(rates.rates.count == 5)
  }

  @Test func aFileOfSeveralDaysGivesTheLatest() throws {
    let xml = """
      <Cube><Cube time="2024-11-21"><Cube currency="USD" rate="1.05"/></Cube>\
      <Cube time="2024-11-22"><Cube currency="USD" rate="1.0412"/></Cube></Cube>
      """
    let rates = try ReferenceFileReader.rates(from: Array(xml.utf8))
    #expect(rates.date.description == "2024-11-22")
    #expect(rates.rates[.catalog] == Decimal(string: "1.0412"))
  }

  @Test func otherXMLIsNotTheReferenceFile() {
    #expect(throws: RatesDefect.notReferenceFile) { try ReferenceFileReader.rates(from: Array("<html></html>".utf8)) }
    #expect(throws: RatesDefect.invalidDate("friday")) {
      try ReferenceFileReader.rates(from: Array(#"<Cube time="friday"><Cube currency="USD" rate="1"/></Cube>"#.utf8))
    }
  }

  @Test func theCacheFileRoundTripsAndBelongsToOneService() throws {
    let rates = try ReferenceFileReader.rates(
      from: [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("eurofxref-daily.xml"))))
    let entry = RatesCache.Entry(rates: rates, checkedAt: 1_732_291_200)
    let text = RatesCache.encode(entry, source: "http://a.test/v1")
    #expect(RatesCache.decode(Array(text.utf8), source: "http://a.test/v1") == entry)
    #expect(RatesCache.decode(Array(text.utf8), source: "http://b.test/v1") == nil)
    #expect(RatesCache.decode(Array(text.utf8.prefix(40)), source: "http://a.test/v1") == nil)
    #expect(RatesCache.name(for: "http://a.test/v1") != RatesCache.name(for: "http://b.test/v1"))
  }
}

/// The rates file in a real cache directory: written by rename, read back, and the temporaries
/// of commands killed while saving removed.
@Suite struct RatesCacheFileTests {
  @Test func aSaveReplacesTheFileAndRemovesAbandonedTemporaries() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rates-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: directory) }
    let cache = RatesCache(directory: directory.path)
    let source = "http://rates.test/v1"
    #expect(cache.load(for: source) == nil)

    // A process that has ended: its pid no longer answers.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let name = RatesCache.name(for: source)
    let abandoned = directory.appendingPathComponent("\(name).\(finished.processIdentifier)-1f.partial")
    let ours = directory.appendingPathComponent("\(name).\(getpid())-2e.partial")
    // Cut off as a killed save leaves it: the start of what RatesCache.encode writes.
    for file in [abandoned, ours] { try Data("{\n  \"sou".utf8).write(to: file) }

    let rates = ExchangeRates(base: .euro, date: try #require(RatesDate("2024-11-22")), rates: [.catalog: 1])
    let entry = RatesCache.Entry(rates: rates, checkedAt: 1_732_291_200)
    cache.save(entry, for: source)
    #expect(cache.load(for: source) == entry)
    #expect(!FileManager.default.fileExists(atPath: abandoned.path))
    // A temporary of a live process (here, this one) may still be renamed into place: it stays.
    #expect(FileManager.default.fileExists(atPath: ours.path))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == [name, ours.lastPathComponent].sorted())
  }
}
