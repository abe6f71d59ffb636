import BusinessLogic
import DomainEntities
import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

/// A one-off command on a large file answers from a plain scan and asks, once, for the index to
/// be built apart (D57); `buildIndex` is that build. Sessions build their own, as before.
@Suite struct IndexBuildRequestTests {
  /// Records what it was asked, and answers `accepts`.
  final class RequesterSpy: IndexBuildRequester {
    let accepts: Bool
    private let asked = Mutex<[String]>([])

    init(accepts: Bool) {
      self.accepts = accepts
    }

    var paths: [String] { asked.withLock { $0 } }

    func requestIndexBuild(of path: String) -> Bool {
      asked.withLock { $0.append(path) }
      return accepts
    }
  }

  /// A generated catalog file, a private cache that indexes any file, and its products as the
  /// straightforward path reads them.
  struct Fixture {
    let path: String
    let store: CatalogIndexStore
    let cache: URL
    let products: [Product]

    init() throws {
      let data = try FastPathAgreementTests.generated(1_500)
      path = try FastPathAgreementTests.file(data)
      cache = FileManager.default.temporaryDirectory.appendingPathComponent("build-request-\(UUID().uuidString)")
      products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
      store = CatalogIndexStore(directory: cache.path, minimumCatalogSize: 1)
    }

    func remove() {
      try? FileManager.default.removeItem(atPath: path)
      try? FileManager.default.removeItem(at: cache)
    }
  }

  static let queries = [
    CatalogQuery(searchText: "phone", sort: ProductSort(field: .price), limit: 20),
    CatalogQuery(category: CategorySlug("smartphones"), limit: 0),
  ]

  @Test func aOneOffCommandScansAndAsksOnceForTheIndex() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, store, products) = (fixture.path, fixture.store, fixture.products)
    let spy = RequesterSpy(accepts: true)
    let repository = FileCatalogRepository(path: path, indexStore: store, buildRequester: spy)
    for query in Self.queries {
      #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    }
    #expect(try await repository.product(withID: ProductID(7)) == products[6])
    #expect(spy.paths == [path], "asked once, for this file")
    #expect(await !repository.isIndexed, "nothing was built here")
    #expect(store.summary()?.indexes ?? 0 == 0)
  }

  @Test func aRequestThatCannotBeMetBuildsTheIndexHere() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, store, products) = (fixture.path, fixture.store, fixture.products)
    let spy = RequesterSpy(accepts: false)
    let repository = FileCatalogRepository(path: path, indexStore: store, buildRequester: spy)
    for query in Self.queries {
      #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    }
    #expect(spy.paths == [path])
    #expect(await repository.isIndexed)
    #expect(store.summary()?.indexes == 1)
  }

  @Test func aSessionBuildsItsOwnIndexAndAsksNobody() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, store, products) = (fixture.path, fixture.store, fixture.products)
    let spy = RequesterSpy(accepts: true)
    let repository = FileCatalogRepository(path: path, keepsIndex: true, indexStore: store, buildRequester: spy)
    let query = Self.queries[0]
    #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    await repository.backgroundWorkFinished()
    #expect(await repository.isIndexed)
    #expect(spy.paths.isEmpty)
  }

  @Test func buildIndexBuildsOnceThenFindsItMade() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, store, products) = (fixture.path, fixture.store, fixture.products)
    #expect(try await FileCatalogRepository(path: path, indexStore: store).buildIndex() == .built(products: 1_500))
    #expect(store.summary()?.indexes == 1)
    #expect(
      try await FileCatalogRepository(path: path, indexStore: store).buildIndex() == .alreadyIndexed(products: 1_500))
    // A later one-off command finds it, and asks for nothing.
    let spy = RequesterSpy(accepts: true)
    let repository = FileCatalogRepository(path: path, indexStore: store, buildRequester: spy)
    let query = Self.queries[0]
    #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    #expect(await repository.isIndexed)
    #expect(spy.paths.isEmpty)
  }

  /// What a browsing session would otherwise make in its first minutes, a build makes ahead:
  /// every order by a field and the lists of short strings, kept with the index.
  @Test func buildIndexKeepsTheOrdersAndListsTheBrowserNeeds() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(
      try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).buildIndex()
        == .built(products: 1_500))
    let identity = try #require(FileIdentity.sampledCurrent(of: fixture.path))
    // A store of its own reads the file, not what the builder's store remembers.
    let loaded = try #require(
      CatalogIndexStore(directory: fixture.cache.path, minimumCatalogSize: 1).load(
        for: fixture.path, identity: identity))
    #expect(loaded.grams != nil)
    #expect(CatalogIndex.sortsOrderedAhead.allSatisfy(loaded.ordersCheaply))
    #expect(Set(loaded.ascendingOrders.keys) == Set(ProductSortField.allCases))
  }

  @Test func buildIndexSaysWhyItBuiltNothing() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, cache) = (fixture.path, fixture.cache)
    let small = CatalogIndexStore(directory: cache.path, minimumCatalogSize: 1 << 30)
    #expect(try await FileCatalogRepository(path: path, indexStore: small).buildIndex() == .tooSmall)
    #expect(small.summary()?.indexes ?? 0 == 0)
    #expect(try await FileCatalogRepository(path: path).buildIndex() == .notCached)
    await #expect(throws: CatalogSourceError.self) {
      try await FileCatalogRepository(path: path + ".missing", indexStore: small).buildIndex()
    }
  }
}
