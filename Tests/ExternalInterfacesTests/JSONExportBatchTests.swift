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
