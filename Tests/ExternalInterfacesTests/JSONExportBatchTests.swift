import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// A long `-o json` list is asked for and written in batches; the output must be the one array
/// a single request would have given.
@MainActor
@Suite struct JSONExportBatchTests {
  @Test func batchesMakeOneArray() async throws {
    let batch = ProductListJSONExporter.batchSize
    let count = batch * 2 + 123
    let data = try FastPathAgreementTests.generated(count)
    let path = try FastPathAgreementTests.file(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let cases: [([String], [Int])] = [
      (["--limit", "0"], Array(1...count)),
      (["--limit", String(batch + 1), "--skip", "100"], Array(101...(101 + batch))),
      (["--limit", "0", "--skip", String(count - 2)], [count - 1, count]),
      (["--limit", "0", "--skip", String(count)], []),
    ]
    for (flags, ids) in cases {
      let result = await runCatalog(
        ["list", "-o", "json", "--source", path] + flags, environment: ["CATALOG_CACHE_DIR": ""])
      #expect(result.status == .success)
      // The same text as one request writing those products at once.
      let expected = StringSink()
      JSONArrayWriter(sink: expected).write(ids.map { products[$0 - 1] }, as: ProductJSONEncoding.value)
      #expect(result.stdout == expected.text, "\(flags)")
    }
  }
}

/// JSON lines carry the same values as the JSON array, one compact value per line.
@MainActor
@Suite struct JSONLinesTests {
  @Test func eachLineIsTheSameValueAsTheArraysElement() throws {
    let products = try CatalogJSONDecoder().products(from: Data(contentsOf: CatalogFiles.products), source: "bundle")
    let array = StringSink()
    JSONArrayWriter(sink: array).write(products, as: ProductJSONEncoding.value)
    let lines = StringSink()
    JSONArrayWriter(sink: lines, style: .lines).write(products, as: ProductJSONEncoding.value)
    let elements = try #require(try JSONSerialization.jsonObject(with: Data(array.text.utf8)) as? [NSDictionary])
    let split = lines.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(split.count == products.count + 1 && split.last == "", "one line each, each ended")
    for (line, element) in zip(split, elements) {
      let value = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
      #expect(value == element)
    }
  }

  @Test func noElementsIsNoLine() {
    let sink = StringSink()
    JSONArrayWriter(sink: sink, style: .lines).write([Int](), as: { .integer($0) })
    #expect(sink.text.isEmpty)
  }
}
