import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// An interactive session's file source answers from an index after its first query; every
/// answer must still be the straightforward path's (JSONDecoder, then BusinessLogic's evaluator).
@Suite struct CatalogIndexTests {
  /// What a person does in the browser: start, type a filter letter by letter, take letters
  /// back, sort, page, pick a category.
  static let session: [CatalogQuery] = [
    CatalogQuery(limit: 100),
    CatalogQuery(searchText: "p", limit: 100),
    CatalogQuery(searchText: "ph", limit: 100),
    CatalogQuery(searchText: "pho", limit: 100),
    CatalogQuery(searchText: "phone", limit: 100),
    CatalogQuery(searchText: "phones", limit: 100),
    CatalogQuery(searchText: "phone", limit: 100, skip: 100),
    CatalogQuery(searchText: "hone", sort: ProductSort(field: .price), limit: 100),
    CatalogQuery(searchText: "sautéing", limit: 100),
    CatalogQuery(searchText: "apple watch", sort: ProductSort(field: .title, order: .descending), limit: 0),
    CatalogQuery(sort: ProductSort(field: .rating, order: .descending), limit: 50, skip: 1_400),
    CatalogQuery(category: CategorySlug("Smartphones"), sort: ProductSort(field: .brand), limit: 100),
    CatalogQuery(searchText: "case", category: CategorySlug("mobile-accessories"), limit: 100),
    CatalogQuery(searchText: "zzzz-nothing", limit: 100),
    CatalogQuery(limit: 0),
  ]

  /// A session on a file of 1,500 generated products, and the products as the straightforward
  /// path reads them; the caller removes the file at `path`.
  static func generatedSession() throws -> (path: String, repository: FileCatalogRepository, products: [Product]) {
    let data = try FastPathAgreementTests.generated(1_500)
    let path = try FastPathAgreementTests.file(data)
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    return (path, FileCatalogRepository(path: path, keepsIndex: true), products)
  }

  @Test func answersEveryQueryOfASessionAsTheStraightforwardPathDoes() async throws {
    let (path, repository, products) = try Self.generatedSession()
    defer { try? FileManager.default.removeItem(atPath: path) }
    for (step, query) in Self.session.enumerated() {
      let answer = try await repository.products(matching: query)
      #expect(answer == ProductQueryEvaluator().evaluate(query, over: products), "step \(step): \(query)")
      if step == 0 { #expect(await !repository.isIndexed, "the first answer comes from a scan") }
    }
    #expect(await repository.isIndexed)
  }

  @Test func aSessionOrdersTheCatalogByEveryFieldAheadOfTheKey() async throws {
    let (path, repository, products) = try Self.generatedSession()
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try await repository.products(matching: CatalogQuery(limit: 100))
    await repository.backgroundWorkFinished()
    #expect(await repository.isIndexed)
    for sort in CatalogIndex.sortsOrderedAhead {
      #expect(await repository.keepsOrder(sort), "\(sort)")
      let query = CatalogQuery(searchText: "phone", sort: sort, limit: 30)
      #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    }
    // Descending orders are made when first asked for, and kept.
    let descending = ProductSort(field: .title, order: .descending)
    #expect(await !repository.keepsOrder(descending))
    let query = CatalogQuery(sort: descending, limit: 30)
    #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    #expect(await repository.keepsOrder(descending))
  }

  @Test func aSessionOrdersAheadAnIndexLoadedFromTheStoreToo() async throws {
    let (path, _, products) = try Self.generatedSession()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orders-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(at: directory)
    }
    let store = CatalogIndexStore(directory: directory.path, minimumCatalogSize: 0)
    // A one-off command writes the index; the session after it loads it instead of building one.
    _ = try await FileCatalogRepository(path: path, indexStore: store).products(matching: CatalogQuery(limit: 1))
    let session = FileCatalogRepository(path: path, keepsIndex: true, indexStore: store)
    _ = try await session.products(matching: CatalogQuery(limit: 100))
    #expect(await session.isIndexed, "loaded from the store at once")
    await session.backgroundWorkFinished()
    let sort = ProductSort(field: .rating)
    #expect(await session.keepsOrder(sort))
    let query = CatalogQuery(sort: sort, limit: 40)
    #expect(try await session.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    // The orders made are kept on disk with the index: the next session finds them all and
    // makes none.
    let identity = try #require(FileIdentity.sampledCurrent(of: path))
    let stored = try #require(CatalogIndexStore(directory: directory.path).load(for: path, identity: identity))
    #expect(CatalogIndex.sortsOrderedAhead.allSatisfy { stored.ordersCheaply($0) && !stored.keepsOrder($0) })
    #expect(stored.orders(for: CatalogIndex.sortsOrderedAhead).isEmpty)
    #expect(stored.grams != nil && stored.gramsToMake() == nil, "the lists of short strings too")
    let nextStore = CatalogIndexStore(directory: directory.path, minimumCatalogSize: 0)
    let next = FileCatalogRepository(path: path, keepsIndex: true, indexStore: nextStore)
    _ = try await next.products(matching: CatalogQuery(limit: 100))
    await next.backgroundWorkFinished()
    #expect(await !next.keepsOrder(sort))
    #expect(try await next.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
  }

  @Test func findsProductsAndCategoriesFromTheIndex() async throws {
    let data = try Data(contentsOf: CatalogFiles.products)
    let repository = FileCatalogRepository(path: CatalogFiles.products.path, keepsIndex: true)
    let plain = FileCatalogRepository(path: CatalogFiles.products.path)
    _ = try await repository.products(matching: CatalogQuery())
    #expect(try await repository.product(withID: ProductID(194)) == (try await plain.product(withID: ProductID(194))))
    #expect(await repository.isIndexed)
    #expect(try await repository.categories() == (try await plain.categories()))
    await #expect(throws: CatalogSourceError.productNotFound(ProductID(195), source: CatalogFiles.products.path)) {
      try await repository.product(withID: ProductID(195))
    }
    let all = try await repository.products(matching: CatalogQuery(limit: 0))
    #expect(all == FastPathAgreementTests.reference(data, CatalogQuery(limit: 0)))
  }

  @Test func aFileThatCannotBeIndexedKeepsReportingItsError() async throws {
    let path = try FastPathAgreementTests.file(Data("[{\"id\": 1, \"title\": ".utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let repository = FileCatalogRepository(path: path, keepsIndex: true)
    for _ in 0..<2 {
      await #expect(throws: CatalogSourceError.self) { try await repository.products(matching: CatalogQuery()) }
    }
    #expect(await !repository.isIndexed)
  }

  @Test func aSessionWithoutTheIndexIsNeverIndexed() async throws {
    let repository = FileCatalogRepository(path: CatalogFiles.products.path)
    _ = try await repository.products(matching: CatalogQuery())
    _ = try await repository.products(matching: CatalogQuery(searchText: "phone"))
    #expect(await !repository.isIndexed)
  }

  @Test(arguments: [false, true])
  func aFileRewrittenBetweenRequestsIsReadAfresh(keepsIndex: Bool) async throws {
    let bundled = try Data(contentsOf: CatalogFiles.products)
    let products = try JSONSerialization.jsonObject(with: bundled) as? [[String: Any]] ?? []
    let path = try FastPathAgreementTests.file(try JSONSerialization.data(withJSONObject: Array(products.prefix(30))))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let repository = FileCatalogRepository(path: path, keepsIndex: keepsIndex)
    #expect(try await repository.products(matching: CatalogQuery(limit: 0)).total == 30)
    #expect(try await repository.products(matching: CatalogQuery(limit: 0)).total == 30)

    // Rewritten in place (same inode, new size and time), then replaced by a rename.
    try JSONSerialization.data(withJSONObject: Array(products.prefix(12))).write(to: URL(fileURLWithPath: path))
    #expect(try await repository.products(matching: CatalogQuery(searchText: "a", limit: 0)).total <= 12)
    #expect(try await repository.products(matching: CatalogQuery(limit: 0)).total == 12)
    let replacement = try FastPathAgreementTests.file(
      try JSONSerialization.data(withJSONObject: Array(products.suffix(3))))
    _ = rename(replacement, path)
    #expect(
      try await repository.products(matching: CatalogQuery(limit: 0)).products.map(\.id.rawValue) == [192, 193, 194])
    #expect(try await repository.product(withID: ProductID(193)).id == ProductID(193))
    await #expect(throws: CatalogSourceError.productNotFound(ProductID(1), source: path)) {
      try await repository.product(withID: ProductID(1))
    }
  }
}
