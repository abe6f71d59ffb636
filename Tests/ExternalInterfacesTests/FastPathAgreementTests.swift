import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// The scanning file source must agree with the straightforward path, Foundation's
/// `JSONDecoder` over the same DTOs evaluated by BusinessLogic: the same products for every
/// query, or a failure for the same files, on the bundled catalog, generated catalogs large
/// enough to be read in two halves, and malformed or adversarial files.
@Suite struct FastPathAgreementTests {
  static let queries: [CatalogQuery] = [
    CatalogQuery(limit: 0),
    CatalogQuery(searchText: "phone", sort: ProductSort(field: .price), limit: 20),
    CatalogQuery(category: CategorySlug("smartphones"), sort: ProductSort(field: .rating, order: .descending)),
    CatalogQuery(sort: ProductSort(field: .title), limit: 7, skip: 3),
    CatalogQuery(sort: ProductSort(field: .brand, order: .descending), limit: 0),
    CatalogQuery(searchText: "sautéing", limit: 0),
  ]

  /// Writes `data` to a temporary file and returns its path.
  static func file(_ data: Data) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("agreement-\(UUID().uuidString).json")
    try data.write(to: url)
    return url.path
  }

  /// The reference answer: JSONDecoder, then the evaluator; nil when JSONDecoder rejects the file.
  static func reference(_ data: Data, _ query: CatalogQuery) -> ProductPage? {
    guard let products = try? JSONDecoder().decode([ProductDTO].self, from: data).map({ $0.toDomain() }) else {
      return nil
    }
    return ProductQueryEvaluator().evaluate(query, over: products)
  }

  static func fast(_ path: String, _ query: CatalogQuery) async -> ProductPage? {
    try? await FileCatalogRepository(path: path).products(matching: query)
  }

  /// A deterministic catalog of `count` products from the bundled ones, compact like an export
  /// and with `id` first, as exports write it; `extra` adds members to chosen products.
  static func generated(_ count: Int, extra: (Int) -> [String: Any]? = { _ in nil }) throws -> Data {
    let bundled =
      try JSONSerialization.jsonObject(with: Data(contentsOf: CatalogFiles.products)) as? [[String: Any]] ?? []
    var text = "["
    for index in 0..<count {
      var product = bundled[index % bundled.count]
      product.removeValue(forKey: "id")
      product["title"] = "\(product["title"] ?? "") \(index / bundled.count)"
      product["price"] = Double((index * 7919) % 100_000) / 100
      product.merge(extra(index) ?? [:]) { $1 }
      let body = try JSONSerialization.data(withJSONObject: product, options: [.sortedKeys])
      text += (index == 0 ? "" : ",") + "{\"id\":\(index + 1)," + String(decoding: body.dropFirst(), as: UTF8.self)
    }
    return Data((text + "]").utf8)
  }

  /// Whether the scanner read the file in two halves (nil: it fell back to one pass).
  static func splits(_ data: Data) async -> Bool {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: data.count)
    defer { copy.deallocate() }
    _ = copy.initialize(from: data)
    let scanner = CatalogScanner(fields: [], makeAccumulator: { KeptProducts { _ in true } })
    return await scanner.scanInHalves(CatalogScannerBytes(buffer: UnsafeBufferPointer(copy))) != nil
  }

  @Test(arguments: queries)
  func agreesOnTheBundledCatalog(query: CatalogQuery) async throws {
    let data = try Data(contentsOf: CatalogFiles.products)
    let path = try Self.file(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let expected = try #require(Self.reference(data, query))
    #expect(await Self.fast(path, query) == expected)
  }

  @Test func agreesOnAGeneratedCatalogReadInTwoHalves() async throws {
    let data = try Self.generated(6_000)
    #expect(data.count > CatalogScanner<KeptProducts>.parallelThreshold, "large enough to be split")
    #expect(await Self.splits(data))
    let path = try Self.file(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    for query in Self.queries {
      #expect(await Self.fast(path, query) == ProductQueryEvaluator().evaluate(query, over: products), "\(query)")
    }
    let repository = FileCatalogRepository(path: path)
    #expect(try await repository.product(withID: ProductID(6_000)).title.hasSuffix(" 30"))
    #expect(try await repository.categories() == CategoryTally().categories(of: products))
  }

  @Test func anErrorInTheSecondHalfIsReportedAsASequentialReadReportsIt() async throws {
    var text = String(decoding: try Self.generated(6_000), as: UTF8.self)
    #expect(await Self.splits(Data(text.utf8)))
    let last = try #require(text.range(of: "\"price\":", options: .backwards))
    text.replaceSubrange(last, with: "\"price\":\"free\",\"x\":")
    let path = try Self.file(Data(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    await #expect(
      throws: CatalogSourceError.malformed(
        source: path, origin: .document, path: "[5999].price", .shape("expected a number, found a string"))
    ) { try await FileCatalogRepository(path: path).products(matching: CatalogQuery()) }
  }

  @Test func aSplitThatIsNotATopLevelBoundaryIsNotTrusted() async throws {
    // A quote cannot stand raw inside a JSON string, so the trap is structural: nested objects
    // that also start with "id", placed all around the middle where the split is sought.
    let data = try Self.generated(6_000) { index in
      (2_800..<3_200).contains(index) ? ["variants": [["id": 1, "sku": "a"], ["id": 2, "sku": "b"]]] : nil
    }
    #expect(await Self.splits(data) == false)
    let path = try Self.file(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let query = CatalogQuery(sort: ProductSort(field: .price), limit: 0)
    let fast = await Self.fast(path, query)
    #expect(fast?.total == 6_000)
    #expect(fast == Self.reference(data, query))
  }

  static let corpus: [(String, String)] = [
    ("truncated", #"[{"id": 1, "title": "a", "price": 1}, {"id": 2, "ti"#),
    ("trailing garbage", #"[{"id": 1, "title": "a", "price": 1}] x"#),
    ("byte order mark", "\u{FEFF}[{\"id\": 1, \"title\": \"a\", \"price\": 1}]"),
    ("duplicate keys", #"[{"id": 1, "title": "first", "price": 1, "title": "second", "price": "x"}]"#),
    ("escapes", #"[{"id": 1, "title": "tab\there \"q\" \\ \/ \u00e9 \ud83d\ude00", "price": 1}]"#),
    ("lone surrogate", #"[{"id": 1, "title": "\ud800", "price": 1}]"#),
    ("raw control character", "[{\"id\": 1, \"title\": \"a\u{01}b\", \"price\": 1}]"),
    ("huge string", "[{\"id\": 1, \"title\": \"" + String(repeating: "x", count: 2_000_000) + "\", \"price\": 1}]"),
    ("huge number", #"[{"id": 1, "title": "a", "price": 1e400}]"#),
    ("tiny number", #"[{"id": 1, "title": "a", "price": 1e-400}]"#),
    ("negative zero", #"[{"id": 1, "title": "a", "price": -0}]"#),
    ("whole number as fraction", #"[{"id": 2.0, "title": "a", "price": 1}]"#),
    ("fractional id", #"[{"id": 1.5, "title": "a", "price": 1}]"#),
    ("id beyond Int", #"[{"id": 99999999999999999999, "title": "a", "price": 1}]"#),
    ("leading zero", #"[{"id": 01, "title": "a", "price": 1}]"#),
    (
      "deep nesting in an unknown member",
      "[{\"id\": 1, \"title\": \"a\", \"price\": 1, \"x\": " + String(repeating: "[", count: 600)
        + String(repeating: "]", count: 600) + "}]"
    ),
    ("wrong type in a nested member", #"[{"id": 1, "title": "a", "price": 1, "reviews": [{"rating": "five"}]}]"#),
    ("null for a required member", #"[{"id": 1, "title": null, "price": 1}]"#),
    ("missing price", #"[{"id": 1, "title": "a"}]"#),
    ("empty file", ""),
    ("not JSON", "id,title\n1,a\n"),
  ]

  @Test(arguments: corpus.map(\.0))
  func agreesOnMalformedAndAdversarialFiles(name: String) async throws {
    let text = try #require(Self.corpus.first { $0.0 == name }?.1)
    let data = Data(text.utf8)
    let path = try Self.file(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let query = CatalogQuery(limit: 0)
    let reference = name == "deep nesting in an unknown member" ? nil : Self.reference(data, query)
    let fast = await Self.fast(path, query)
    let full = try? CatalogJSONDecoder().products(from: data, source: path)
    if name == "deep nesting in an unknown member" {
      // Deeper than the reader's limit of 512: both of our paths refuse it, neither crashes.
      #expect(fast == nil)
      #expect(full == nil)
      return
    }
    #expect(fast == reference, "\(name)")
    #expect(full.map { ProductQueryEvaluator().evaluate(query, over: $0) } == reference, "\(name)")
  }
}
