import BusinessLogic
import DomainEntities
import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// The write port on a real file: the index a write leaves must be the one a scan of the new
/// file builds, and a change must never be applied over a product someone else changed.
@Suite struct FileProductStoreTests {
  typealias Fixture = CatalogIndexStoreTests.Fixture

  /// The index a scan of the file as it is now builds, kept by a store of its own.
  static func scannedIndex(of path: String) async throws -> CatalogIndex {
    let directory = try CatalogIndexStoreTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = CatalogIndexStore(directory: directory, minimumCatalogSize: 1 << 20)
    _ = try await FileCatalogRepository(path: path, indexStore: store).categories()
    let identity = try #require(try CatalogBytes(path: path).sampledIdentity)
    return try #require(store.load(for: path, identity: identity))
  }

  /// The index a later command finds in the cache for the file as it is now: read from disk by
  /// a store of its own, as a new process would.
  static func cachedIndex(of path: String, in fixture: Fixture) throws -> CatalogIndex? {
    let identity = try #require(try CatalogBytes(path: path).sampledIdentity)
    return fixture.nextCommandsStore.load(for: path, identity: identity)
  }

  /// Every value a query reads, and every byte range, position by position.
  static func expectSame(_ cached: CatalogIndex, _ scanned: CatalogIndex) {
    #expect(cached.count == scanned.count)
    #expect(cached.ids == scanned.ids)
    #expect(cached.ids.indices.allSatisfy { cached.range(at: $0) == scanned.range(at: $0) })
    #expect(cached.ids.indices.allSatisfy { cached.product(at: $0) == scanned.product(at: $0) })
    #expect(cached.folded == scanned.folded)
    #expect(cached.foldedStarts == scanned.foldedStarts)
    #expect(cached.categories() == scanned.categories() && scanned.categories() != nil)
  }

  /// A store on the fixture's file whose index the first read put in the cache.
  static func indexedStore(_ fixture: Fixture) async throws -> (FileCatalogRepository, FileProductStore) {
    let repository = FileCatalogRepository(path: fixture.path, indexStore: fixture.store)
    _ = try await repository.categories()
    #expect(FileManager.default.fileExists(atPath: fixture.store.location(for: fixture.path)))
    return (repository, FileProductStore(path: fixture.path, indexStore: fixture.store))
  }

  /// With the orders and lists a cache build makes: an edit keeps them (its product stale, its
  /// search right), a delete keeps the orders and asks for the lists to be made again apart.
  @Test func aWriteKeepsTheOrdersAndTheListsOrAsksForThem() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let repository = FileCatalogRepository(path: fixture.path, indexStore: fixture.store)
    #expect(try await repository.buildIndex() == .built(products: 1_500))
    let spy = IndexBuildRequestTests.RequesterSpy(accepts: true)
    let store = FileProductStore(path: fixture.path, indexStore: fixture.store, buildRequester: spy)
    let original = try await repository.product(withID: ProductID(700))
    var changed = original
    changed.title = "Zebra phonograph"
    _ = try await store.update(ProductChange(from: original, to: changed, unmodeled: []), mode: .commit)
    let edited = try #require(try Self.cachedIndex(of: fixture.path, in: fixture))
    #expect(edited.grams?.stale == [699] && spy.paths.isEmpty)
    #expect(ProductSortField.allCases.allSatisfy { edited.ordersCheaply(ProductSort(field: $0)) })
    let query = CatalogQuery(searchText: "zebra", sort: ProductSort(field: .price), limit: 5)
    #expect(edited.quickPage(query)?.positions == [699])

    try await store.delete(changed, mode: .commit)
    let deleted = try #require(try Self.cachedIndex(of: fixture.path, in: fixture))
    #expect(deleted.grams == nil && deleted.count == 1_499)
    #expect(ProductSortField.allCases.allSatisfy { deleted.ordersCheaply(ProductSort(field: $0)) })
    #expect(spy.paths == [fixture.path])
  }

  /// Takes what a write replaced, as the binary's `FreedAfterExit` would: which files they are.
  final class ReleaseSpy: ReplacedFileRelease {
    let received = Mutex<[(inode: UInt64, links: Int)]>([])

    func release(_ descriptors: [Int32]) {
      for descriptor in descriptors {
        var status = stat()
        if fstat(descriptor, &status) == 0 {
          received.withLock { $0.append((UInt64(status.st_ino), Int(status.st_nlink))) }
        }
        close(descriptor)
      }
    }
  }

  /// The old version and its old index go to the release the store was given, each a file no
  /// name leads to any more; a dry run replaces nothing and hands nothing.
  @Test func aWriteHandsTheVersionAndTheIndexItReplacedToItsRelease() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, _) = try await Self.indexedStore(fixture)
    let spy = ReleaseSpy()
    let store = FileProductStore(path: fixture.path, indexStore: fixture.store, replacedFiles: spy)
    let original = try await repository.product(withID: ProductID(700))
    var changed = original
    changed.title = "Replaced twice"
    _ = try await store.update(ProductChange(from: original, to: changed, unmodeled: []), mode: .preview)
    #expect(spy.received.withLock { $0.isEmpty })
    var catalog = stat()
    var index = stat()
    #expect(stat(fixture.path, &catalog) == 0 && stat(fixture.store.location(for: fixture.path), &index) == 0)
    _ = try await store.update(ProductChange(from: original, to: changed, unmodeled: []), mode: .commit)
    let received = spy.received.withLock { $0 }
    #expect(received.map(\.inode) == [UInt64(catalog.st_ino), UInt64(index.st_ino)])
    #expect(received.allSatisfy { $0.links == 0 }, "both were replaced")
  }

  /// Writers that waited for each other: each finds the index the one before it kept, so the
  /// orders and lists a cache build made are kept through all of them (issue 37: the writer that
  /// waited read the new version before its index was saved, scanned it, and kept an index
  /// without them).
  @Test func writersAtOnceKeepTheOrdersAndTheLists() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let repository = FileCatalogRepository(path: fixture.path, indexStore: fixture.store)
    #expect(try await repository.buildIndex() == .built(products: 1_500))
    let ids = [100, 300, 500, 700, 900, 1_100]
    var originals: [Product] = []
    for id in ids { originals.append(try await repository.product(withID: ProductID(id))) }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for original in originals {
        group.addTask {
          var changed = original
          changed.title += " renamed"
          // A store of its own for each, as separate commands have.
          let store = FileProductStore(path: fixture.path, indexStore: fixture.nextCommandsStore)
          _ = try await store.update(ProductChange(from: original, to: changed, unmodeled: []), mode: .commit)
        }
      }
      try await group.waitForAll()
    }
    let kept = try #require(try Self.cachedIndex(of: fixture.path, in: fixture))
    #expect(kept.grams?.stale.sorted() == ids.map { $0 - 1 })
    #expect(ProductSortField.allCases.allSatisfy { kept.ordersCheaply(ProductSort(field: $0)) })
    #expect(ids.allSatisfy { kept.product(at: $0 - 1).title.hasSuffix(" renamed") })
  }

  /// The mechanism: the new version is locked before it has its name, until its writer lets go.
  @Test func theNewVersionIsLockedUntilItsWriterLetsGo() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let original = open(fixture.path, O_RDONLY | O_CLOEXEC)
    defer { close(original) }
    var status = stat()
    #expect(fstat(original, &status) == 0)
    var newVersion: CatalogLock? = try AtomicReplacement(target: fixture.path, source: "test").write(
      CatalogSplice(range: 0..<0, replacement: []), from: original, status: status, stillCurrent: { true })
    let probe = open(fixture.path, O_RDONLY | O_CLOEXEC)
    defer { close(probe) }
    var probed = stat()
    #expect(fstat(probe, &probed) == 0 && probed.st_ino == newVersion?.status.st_ino)
    #expect(flock(probe, LOCK_EX | LOCK_NB) != 0, "another writer waits")
    newVersion = nil
    #expect(flock(probe, LOCK_EX | LOCK_NB) == 0, "and goes on once the writer lets go")
  }

  @Test func anEditLeavesTheIndexAScanOfTheNewFileBuilds() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, store) = try await Self.indexedStore(fixture)
    let original = try await repository.product(withID: ProductID(700))
    var changed = original
    changed.title += " with a much longer title than before"
    changed.description = "Réchaud à gaz"
    changed.price = Money(1.25)
    changed.brand = "A brand nobody had"
    changed.rating = nil
    _ = try await store.update(ProductChange(from: original, to: changed, unmodeled: []), mode: .commit)

    let cached = try #require(try Self.cachedIndex(of: fixture.path, in: fixture))
    Self.expectSame(cached, try await Self.scannedIndex(of: fixture.path))
    #expect(cached.product(at: 699).title == changed.title)
  }

  /// An edit checks the old index while the file is copied: damage found then is never carried
  /// into the new version's index under fresh checksums. The edit is written; no index is
  /// kept, and one is asked for apart.
  @Test func anEditOverADamagedIndexIsWrittenAndTheDamageIsNotKept() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, _) = try await Self.indexedStore(fixture)
    let original = try await repository.product(withID: ProductID(700))
    // Damage where the edit's own reads do not look: the folded text, halfway.
    let location = fixture.store.location(for: fixture.path)
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: location)))
    let folded = try #require(bytes.withUnsafeBytes { CatalogIndexFile.sections(of: $0) }?[.folded])
    bytes[folded.lowerBound + folded.count / 2] ^= 0x20
    try Data(bytes).write(to: URL(fileURLWithPath: location))
    let spy = IndexBuildRequestTests.RequesterSpy(accepts: true)
    // A store of its own, as the next command has: nothing of the undamaged index in memory.
    let store = FileProductStore(path: fixture.path, indexStore: fixture.nextCommandsStore, buildRequester: spy)
    var changed = original
    changed.price = Money(3.5)
    _ = try await store.update(ProductChange(from: original, to: changed, unmodeled: []), mode: .commit)

    #expect(try await FileCatalogRepository(path: fixture.path).product(withID: ProductID(700)) == changed)
    if let cached = try Self.cachedIndex(of: fixture.path, in: fixture) {
      Self.expectSame(cached, try await Self.scannedIndex(of: fixture.path))
    }
    #expect(spy.paths == [fixture.path])
  }

  /// A copy shared between two threads still gives the old bytes with the splice's replaced,
  /// every other byte where it was.
  @Test(arguments: [0, 1, 700_000, 1_999_999])
  func aCopyOnTwoThreadsIsTheSpliceExactly(at start: Int) throws {
    let old = (0..<2_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 11) }
    let path = try FastPathAgreementTests.file(Data(old))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let splice = CatalogSplice(range: start..<(start + 1), replacement: Array("spliced".utf8))
    let original = open(path, O_RDONLY | O_CLOEXEC)
    defer { close(original) }
    var status = stat()
    #expect(fstat(original, &status) == 0)
    var replacement = AtomicReplacement(target: path, source: "test")
    replacement.sharedCopy = 1 << 20
    _ = try replacement.write(splice, from: original, status: status, stillCurrent: { true })
    var expected = old
    expected.replaceSubrange(splice.range, with: splice.replacement)
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
  }

  @Test func aCopyIsCutIntoTwoHalvesThatCoverItOnce() {
    typealias Piece = AtomicReplacement.Piece
    let pieces = [Piece(source: 0..<10, destination: 0), Piece(source: 14..<30, destination: 12)]
    let (first, second) = AtomicReplacement.halves(of: pieces)
    #expect(first.map(\.source) == [0..<10, 14..<17])
    #expect(first.map(\.destination) == [0, 12])
    #expect(second.map(\.source) == [17..<30])
    #expect(second.map(\.destination) == [15])
    let empty = AtomicReplacement.halves(of: [
      Piece(source: 0..<0, destination: 0), Piece(source: 5..<6, destination: 3),
    ])
    #expect(empty.first.isEmpty && empty.second.map(\.source) == [5..<6])
  }

  @Test func anIndexRemovedFromTheCacheBetweenTheReadAndTheWriteIsStillRight() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, store) = try await Self.indexedStore(fixture)
    let original = try await repository.product(withID: ProductID(42))
    // Gone from the disk: the store works from the copy the read loaded.
    try FileManager.default.removeItem(atPath: fixture.store.location(for: fixture.path))
    var changed = original
    changed.stock = 0
    _ = try await store.update(ProductChange(from: original, to: changed, unmodeled: []), mode: .commit)
    let cached = try #require(try Self.cachedIndex(of: fixture.path, in: fixture), "the new version's index")
    Self.expectSame(cached, try await Self.scannedIndex(of: fixture.path))
  }

  @Test func anAddAndADeleteLeaveTheIndexAScanOfTheNewFileBuilds() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, store) = try await Self.indexedStore(fixture)
    let template = try await repository.product(withID: ProductID(3))
    var fields = template
    fields.category = CategorySlug("a-new-category")
    let added = try await store.add(ProductDraft(fields: fields, unmodeled: []), mode: .commit)
    #expect(added.id == ProductID(1_501))
    Self.expectSame(
      try #require(try Self.cachedIndex(of: fixture.path, in: fixture)), try await Self.scannedIndex(of: fixture.path))

    let doomed = try await FileCatalogRepository(path: fixture.path).product(withID: ProductID(2))
    try await store.delete(doomed, mode: .commit)
    let cached = try #require(try Self.cachedIndex(of: fixture.path, in: fixture))
    Self.expectSame(cached, try await Self.scannedIndex(of: fixture.path))
    #expect(cached.position(of: ProductID(2)) == nil)
    #expect(cached.count == 1_500)
  }

  @Test func aChangeBasedOnAVersionSomeoneElseChangedIsRefusedAndWritesNothing() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, store) = try await Self.indexedStore(fixture)
    let read = try await repository.product(withID: ProductID(5))
    // Another writer changes the same product after it was read.
    var theirs = read
    theirs.stock = 12_345
    _ = try await FileProductStore(path: fixture.path, indexStore: nil).update(
      ProductChange(from: read, to: theirs, unmodeled: []), mode: .commit)
    let afterTheirs = try Data(contentsOf: URL(fileURLWithPath: fixture.path))

    var mine = read
    mine.price = Money(9.99)
    await #expect(throws: CatalogWriteError.changedSinceRead(ProductID(5), source: store.sourceName)) {
      try await store.update(ProductChange(from: read, to: mine, unmodeled: []), mode: .commit)
    }
    await #expect(throws: CatalogWriteError.changedSinceRead(ProductID(5), source: store.sourceName)) {
      try await store.delete(read, mode: .commit)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.path)) == afterTheirs)
  }

  @Test func aChangeToAnotherProductMeanwhileIsKept() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, store) = try await Self.indexedStore(fixture)
    let mineBefore = try await repository.product(withID: ProductID(10))
    let theirsBefore = try await repository.product(withID: ProductID(11))
    var theirs = theirsBefore
    theirs.title = "Changed by someone else"
    _ = try await FileProductStore(path: fixture.path, indexStore: nil).update(
      ProductChange(from: theirsBefore, to: theirs, unmodeled: []), mode: .commit)

    var mine = mineBefore
    mine.stock = 1
    _ = try await store.update(ProductChange(from: mineBefore, to: mine, unmodeled: []), mode: .commit)
    let reread = FileCatalogRepository(path: fixture.path)
    #expect(try await reread.product(withID: ProductID(10)) == mine)
    #expect(try await reread.product(withID: ProductID(11)) == theirs)
  }

  @Test func aFileRemovedBeforeTheWriteIsReportedAndNotCreated() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let (repository, store) = try await Self.indexedStore(fixture)
    let read = try await repository.product(withID: ProductID(1))
    try FileManager.default.removeItem(atPath: fixture.path)
    var changed = read
    changed.stock = 3
    do {
      _ = try await store.update(ProductChange(from: read, to: changed, unmodeled: []), mode: .commit)
      Issue.record("a write to a removed file succeeded")
    } catch {
      guard case .read(.unavailable(_, .missing)) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.path))
  }

  /// A writer killed between naming its new file and the rename leaves that file; the next
  /// write of the same file removes it, and leaves a live writer's and other files' alone.
  @Test func aWriteRemovesTheTemporariesOfDeadWritersOnly() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let folder = (fixture.path as NSString).deletingLastPathComponent
    let name = (fixture.path as NSString).lastPathComponent
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = "\(folder)/.\(name).catalog-\(finished.processIdentifier)-1f.tmp"
    let live = "\(folder)/.\(name).catalog-\(getpid())-2f.tmp"
    let other = "\(folder)/.other.json.catalog-\(finished.processIdentifier)-3f.tmp"
    for path in [dead, live, other] { #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
    defer { [dead, live, other].forEach { try? FileManager.default.removeItem(atPath: $0) } }
    let (repository, store) = try await Self.indexedStore(fixture)
    let read = try await repository.product(withID: ProductID(1))
    var changed = read
    changed.stock = 3
    _ = try await store.update(ProductChange(from: read, to: changed, unmodeled: []), mode: .commit)
    #expect(!FileManager.default.fileExists(atPath: dead), "a dead writer's temporary is removed")
    #expect(FileManager.default.fileExists(atPath: live), "a live writer's is left")
    #expect(FileManager.default.fileExists(atPath: other), "another file's is left")
  }
}
