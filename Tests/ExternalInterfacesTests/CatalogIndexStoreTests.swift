import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// The index kept on disk between commands: it must give the answers a scan gives, be refused
/// when it is not for the file as it is now, and never be trusted when damaged.
@Suite struct CatalogIndexStoreTests {
  static func temporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("index-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  /// A catalog of 1,500 products in a temporary file, and a store in a temporary directory that
  /// indexes anything over 1 MB (the real threshold is 8 MB; the code is the same, and the tests
  /// stay quick).
  struct Fixture {
    let directory: String
    let path: String
    let data: Data
    let store: CatalogIndexStore

    init(storeDirectory: String? = nil) throws {
      directory = try CatalogIndexStoreTests.temporaryDirectory()
      data = try FastPathAgreementTests.generated(1_500)
      #expect(data.count >= 1 << 20)
      path = try FastPathAgreementTests.file(data)
      store = CatalogIndexStore(directory: storeDirectory ?? directory, minimumCatalogSize: 1 << 20)
    }

    /// The same cache as the next command sees it: what a store keeps in memory is not shared.
    var nextCommandsStore: CatalogIndexStore {
      CatalogIndexStore(directory: store.directory, minimumCatalogSize: store.minimumCatalogSize)
    }

    func remove() {
      try? FileManager.default.removeItem(atPath: directory)
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  @Test func commandsAfterTheFirstAnswerFromTheStoredIndexAsAScanWould() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, data, store) = (fixture.path, fixture.data, fixture.store)
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let first = FileCatalogRepository(path: path, indexStore: store)
    let query = CatalogQuery(searchText: "phone", sort: ProductSort(field: .price), limit: 20)
    #expect(try await first.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    #expect(FileManager.default.fileExists(atPath: store.location(for: path)))

    // A new command: the index comes from the store, before any scan.
    let later = FileCatalogRepository(path: path, indexStore: store)
    for query in CatalogIndexTests.session {
      #expect(
        try await later.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products),
        "\(query)")
      #expect(await later.isIndexed)
    }
    let another = FileCatalogRepository(path: path, indexStore: store)
    #expect(try await another.product(withID: ProductID(1_500)) == products.last)
    #expect(try await another.categories() == CategoryTally().categories(of: products))
  }

  @Test func anIndexIsForOneVersionOfTheFile() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, data, store) = (fixture.path, fixture.data, fixture.store)
    _ = try await FileCatalogRepository(path: path, indexStore: store).products(matching: CatalogQuery())
    let identity = try #require(FileIdentity.sampledCurrent(of: path))
    #expect(store.load(for: path, identity: identity) != nil)

    // The same size, other bytes, a later time: the stored index no longer applies.
    var changed = data
    changed[changed.index(changed.startIndex, offsetBy: 7)] = UInt8(ascii: "9")
    try changed.write(to: URL(fileURLWithPath: path))
    let newIdentity = try #require(FileIdentity.sampledCurrent(of: path))
    #expect(store.load(for: path, identity: newIdentity) == nil)
    let reference = try JSONDecoder().decode([ProductDTO].self, from: changed).map { $0.toDomain() }
    let repository = FileCatalogRepository(path: path, indexStore: store)
    #expect(
      try await repository.products(matching: CatalogQuery(limit: 3)).products.map(\.id)
        == reference.prefix(3).map(\.id))
  }

  @Test func copiesOfAStoreShareTheIndexOneOfThemLoaded() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, store) = (fixture.path, fixture.store)
    let identity = try #require(FileIdentity.sampledCurrent(of: path))
    _ = try await FileCatalogRepository(path: path, indexStore: store).categories()
    try FileManager.default.removeItem(atPath: store.location(for: path))
    // A write's store is a copy of the read's: it finds the index without the disk.
    let copy = store
    let shared = try #require(copy.load(for: path, identity: identity))
    #expect(shared.count == 1_500)
    #expect(fixture.nextCommandsStore.load(for: path, identity: identity) == nil, "another process reads the disk")
    // An index found wrong is forgotten in memory too.
    copy.forget(path)
    #expect(store.load(for: path, identity: identity) == nil)
  }

  @Test func aDamagedIndexIsRefusedAndReplaced() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, data, store) = (fixture.path, fixture.data, fixture.store)
    _ = try await FileCatalogRepository(path: path, indexStore: store).products(matching: CatalogQuery())
    let location = store.location(for: path)
    let whole = try Data(contentsOf: URL(fileURLWithPath: location))
    let identity = try #require(FileIdentity.sampledCurrent(of: path))
    var flipped = whole
    flipped[flipped.index(flipped.startIndex, offsetBy: 200)] ^= 0xFF
    let damaged = [whole.prefix(whole.count / 2), Data("not an index".utf8), Data(), flipped]
    #expect(fixture.nextCommandsStore.load(for: path, identity: identity) != nil)
    for bytes in damaged {
      try bytes.write(to: URL(fileURLWithPath: location))
      #expect(fixture.nextCommandsStore.load(for: path, identity: identity) == nil, "\(bytes.count) bytes")
    }
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: location))
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let query = CatalogQuery(searchText: "watch", sort: ProductSort(field: .rating), limit: 5)
    let repository = FileCatalogRepository(path: path, indexStore: fixture.nextCommandsStore)
    #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    #expect(fixture.nextCommandsStore.load(for: path, identity: identity) != nil, "rebuilt and stored again")
  }

  /// A command reads a stored index only where its answer lies: a flipped byte there (the
  /// order by price a sorted page walks) is found, the index dropped and the file scanned,
  /// with the scan's answer and nothing said; a flipped byte elsewhere (the folded text) is not
  /// read, so the answer is the index's, right, and the index stays.
  @Test func aFlippedByteMattersWhereTheCommandReadsIt() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (path, data) = (fixture.path, fixture.data)
    #expect(
      try await FileCatalogRepository(path: path, indexStore: fixture.store).buildIndex() == .built(products: 1_500))
    let location = URL(fileURLWithPath: fixture.store.location(for: path))
    let whole = try Data(contentsOf: location)
    let sections = try #require(whole.withUnsafeBytes { CatalogIndexFile.sections(of: $0) })
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let query = CatalogQuery(sort: ProductSort(field: .price), limit: 5)
    let expected = ProductQueryEvaluator().evaluate(query, over: products)
    let folded = try #require(sections[.folded])
    #expect(folded.count > 2 * CatalogIndexFile.blockSize)
    let flips = [
      (try #require(sections[.order(.price)]).lowerBound + 2, true),
      // The middle of the folded text: a block away from every section the page reads.
      (folded.lowerBound + folded.count / 2, false),
    ]
    for (place, read) in flips {
      var flipped = whole
      flipped[place] ^= 0x10
      try flipped.write(to: location)
      let repository = FileCatalogRepository(path: path, indexStore: fixture.nextCommandsStore)
      #expect(try await repository.products(matching: query) == expected, "read: \(read)")
      let kept = FileManager.default.contents(atPath: location.path)
      #expect(kept == (read ? nil : flipped), "read: \(read)")
    }
  }

  @Test func aSmallCatalogIsNeverIndexed() async throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = CatalogIndexStore(directory: directory)
    let repository = FileCatalogRepository(path: CatalogFiles.products.path, indexStore: store)
    _ = try await repository.products(matching: CatalogQuery())
    #expect(await !repository.isIndexed)
    #expect(!FileManager.default.fileExists(atPath: store.location(for: CatalogFiles.products.path)))
  }

  @Test func anUnwritableCacheIsNoCache() async throws {
    let fixture = try Fixture(storeDirectory: "/proc/no-such-place/catalog")
    defer { fixture.remove() }
    let (path, data, store) = (fixture.path, fixture.data, fixture.store)
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let query = CatalogQuery(category: CategorySlug("laptops"), limit: 4)
    let repository = FileCatalogRepository(path: path, indexStore: store)
    #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
  }

  @Test func theEnvironmentChoosesTheDirectory() {
    #expect(CacheDirectory.path(environment: ["CATALOG_CACHE_DIR": "/x", "HOME": "/h"]) == "/x")
    #expect(CacheDirectory.path(environment: ["CATALOG_CACHE_DIR": "", "HOME": "/h"]) == nil)
    #expect(CacheDirectory.path(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/catalog")
    #expect(CacheDirectory.path(environment: ["HOME": "/h"]) == "/h/.cache/catalog")
    #expect(CacheDirectory.path(environment: ["HOME": "relative"]) == nil)
    #expect(CacheDirectory.path(environment: [:]) == nil)
  }

  @Test func theFileFormatRoundTrips() throws {
    let data = try Data(contentsOf: CatalogFiles.products)
    let products = try JSONDecoder().decode([ProductDTO].self, from: data).map { $0.toDomain() }
    let ranges = products.indices.map { $0 * 10..<($0 * 10 + 5) }
    let index = CatalogIndex(products: products, ranges: ranges)
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let encoded = CatalogIndexFile.encode(index, identity: identity)
    let decoded = try #require(
      encoded.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) })
    #expect(decoded.count == products.count)
    #expect(products.indices.allSatisfy { decoded.product(at: $0) == index.product(at: $0) })
    #expect(decoded.folded == index.folded)
    #expect(products.indices.allSatisfy { decoded.range(at: $0) == ranges[$0] })
    // Ranges past the end of the file it claims to describe are refused.
    #expect(encoded.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 100) } == nil)
  }

  /// An index with the whole catalog's ascending orders, made as a session makes them ahead.
  static func orderedIndex() -> CatalogIndex {
    var index = CatalogIndexOrderTests.index
    index.adopt(index.orders(for: CatalogIndex.sortsOrderedAhead))
    return index
  }

  @Test(arguments: CatalogIndexOrderTests.sorts)
  func theOrdersKeptInTheFileAreTheRulesOrdersBothWays(sort: ProductSort) throws {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let encoded = CatalogIndexFile.encode(Self.orderedIndex(), identity: identity)
    var decoded = try #require(
      encoded.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) })
    #expect(decoded.ordersCheaply(sort) && !decoded.keepsOrder(sort), "read from the file, not made")
    let products = CatalogIndexOrderTests.products
    for query in [CatalogQuery(sort: sort, limit: 0), CatalogQuery(searchText: "a", sort: sort, limit: 0)] {
      let expected = ProductQueryEvaluator().evaluate(query, over: products).products.map(\.id.rawValue)
      #expect(decoded.matchingPositions(query).map { decoded.ids[$0] } == expected, "\(query)")
    }
  }

  /// A changed byte anywhere, in the header, a column, the directory, the block checksums or
  /// the trailer, makes the file refused; so does a file cut short or grown.
  @Test func aChangedByteAnywhereIsRefused() throws {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let encoded = CatalogIndexFile.encode(Self.orderedIndex(), identity: identity)
    let decode = { (bytes: [UInt8]) in
      bytes.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) }
    }
    #expect(decode(encoded) != nil)
    let places =
      [0, 9, 100, encoded.count / 3, encoded.count / 2, encoded.count - 300, encoded.count - 100]
      + (1...24).map { encoded.count - $0 }
    for place in places {
      var changed = encoded
      changed[place] ^= 0x10
      #expect(decode(changed) == nil, "byte \(place) of \(encoded.count)")
    }
    #expect(decode(Array(encoded.dropLast(8))) == nil)
    #expect(decode(encoded + [UInt8](repeating: 0, count: 8)) == nil)
  }
}
