import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

extension FileIdentity {
  /// The identity of the file at `path` with its content sample, as an index records it.
  static func sampledCurrent(of path: String) -> FileIdentity? {
    guard let identity = current(of: path), let data = FileManager.default.contents(atPath: path) else { return nil }
    return data.withUnsafeBytes { identity.sampled($0.bindMemory(to: UInt8.self)) }
  }
}

/// The cache directory as an attacker sharing the machine, or a clumsy user, would use it.
@Suite(.serialized) struct CatalogIndexStoreSafetyTests {
  typealias Fixture = CatalogIndexStoreTests.Fixture

  private func victim() throws -> (path: String, content: Data) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("victim-\(UUID().uuidString)").path
    let content = Data("precious\n".utf8)
    try content.write(to: URL(fileURLWithPath: path))
    return (path, content)
  }

  /// A catalog and a store whose directory has `mode`, and a file of the user's that nothing may
  /// write to.
  private func attack(
    directoryMode mode: mode_t, _ body: (Fixture, _ victimPath: String) async throws -> Void
  ) async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(chmod(fixture.directory, mode) == 0)
    let (victimPath, content) = try victim()
    defer { try? FileManager.default.removeItem(atPath: victimPath) }
    try await body(fixture, victimPath)
    #expect(try Data(contentsOf: URL(fileURLWithPath: victimPath)) == content)
  }

  @Test func aDirectoryOthersCanWriteIsRefusedAndNothingIsWrittenThroughItsLinks() async throws {
    try await attack(directoryMode: 0o777) { (fixture: Fixture, victimPath: String) async throws in
      // The attack on the old save: links at the temporary names the next process ids would use.
      let base = fixture.store.location(for: fixture.path)
      for pid in getpid()..<(getpid() + 50) {
        _ = symlink(victimPath, base + ".\(pid).partial")
      }
      _ = symlink(victimPath, base)
      #expect(fixture.store.cacheDirectory.refusal() == .writableByOthers(mode: 0o777))
      let repository = FileCatalogRepository(path: fixture.path, indexStore: fixture.store)
      #expect(try await repository.products(matching: CatalogQuery(limit: 2)).products.count == 2)
    }
  }

  @Test func aLinkAtTheIndexNameIsNeitherFollowedNorWrittenThrough() async throws {
    try await attack(directoryMode: 0o700) { (fixture: Fixture, victimPath: String) async throws in
      let location = fixture.store.location(for: fixture.path)
      #expect(symlink(victimPath, location) == 0)
      let identity = try #require(FileIdentity.sampledCurrent(of: fixture.path))
      #expect(fixture.store.load(for: fixture.path, identity: identity) == nil)
      _ = try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).products(
        matching: CatalogQuery())
      // The save replaced the link itself (rename); `attack` checks the victim is as it was.
      var status = stat()
      #expect(lstat(location, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG)
      #expect(fixture.store.load(for: fixture.path, identity: identity) != nil)
    }
  }

  @Test func aFIFOOrADeviceAtTheIndexNameNeitherHangsNorFloods() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(chmod(fixture.directory, 0o700) == 0)
    let identity = try #require(FileIdentity.sampledCurrent(of: fixture.path))
    let location = fixture.store.location(for: fixture.path)
    #expect(mkfifo(location, 0o600) == 0)
    #expect(fixture.store.load(for: fixture.path, identity: identity) == nil)
    #expect(unlink(location) == 0)
    #expect(symlink("/dev/zero", location) == 0)
    #expect(fixture.store.load(for: fixture.path, identity: identity) == nil)
  }

  @Test func aDirectoryOfAnotherUserIsRefused() throws {
    guard getuid() == 0 else { return }  // Only root can give a directory away to test this.
    let directory = try CatalogIndexStoreTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(chmod(directory, 0o700) == 0)
    #expect(chown(directory, 65534, 65534) == 0)
    #expect(CatalogIndexStore(directory: directory).cacheDirectory.refusal() == .ownedByAnother(uid: 65534))
  }

  @Test func aLinkInPlaceOfTheDirectoryIsRefused() throws {
    let directory = try CatalogIndexStoreTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let link = directory + "-link"
    #expect(symlink(directory, link) == 0)
    defer { unlink(link) }
    #expect(CatalogIndexStore(directory: link).cacheDirectory.refusal() == .symbolicLink)
  }

  @Test func savingSweepsLeftoversAndIndexesOfGoneFiles() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    #expect(chmod(fixture.directory, 0o700) == 0)
    // An index of another catalog, which is then deleted; a partial save of a dead process.
    let other = try FastPathAgreementTests.file(try FastPathAgreementTests.generated(1_500))
    _ = try await FileCatalogRepository(path: other, indexStore: fixture.store).products(matching: CatalogQuery())
    let otherIndex = fixture.store.location(for: other)
    #expect(FileManager.default.fileExists(atPath: otherIndex))
    try FileManager.default.removeItem(atPath: other)
    let dead = try deadProcessID()
    let leftover = fixture.store.location(for: fixture.path) + ".\(dead)-1f2e.partial"
    try Data("CATIDX05 half an index".utf8).write(to: URL(fileURLWithPath: leftover))
    // Named like a dead process's temporary, but not written by this program.
    let foreign = fixture.store.location(for: fixture.path) + ".\(dead)-3a4b.partial"
    try Data("not written by catalog".utf8).write(to: URL(fileURLWithPath: foreign))
    let living = fixture.store.location(for: fixture.path) + ".\(getppid())-2e3f.partial"
    try Data("a save in progress".utf8).write(to: URL(fileURLWithPath: living))
    _ = try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).products(
      matching: CatalogQuery())
    #expect(!FileManager.default.fileExists(atPath: otherIndex))
    #expect(!FileManager.default.fileExists(atPath: leftover))
    #expect(FileManager.default.fileExists(atPath: living), "a live process's save is left alone")
    #expect(FileManager.default.fileExists(atPath: foreign), "a file this program did not write stays")
    #expect(FileManager.default.fileExists(atPath: fixture.store.location(for: fixture.path)))
  }

  /// The id of a process that has finished.
  private func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  /// Both when the index was made over two seconds after the catalog's last change, so that it
  /// trusts that version without its content sample (`FileIdentity.isSettled(before:)`), and
  /// when it was not, so that the sample is asked.
  @Test(arguments: [false, true])
  func anEditInPlaceWithTheTimeRestoredIsNotAnsweredFromTheOldIndex(settled: Bool) async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    if !settled {
      // A modification time an hour ahead: never settled however long this machine stalls.
      var times = [timespec(tv_sec: time(nil), tv_nsec: 0), timespec(tv_sec: time(nil) + 3_600, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, fixture.path, &times, 0) == 0)
    }
    let version = try #require(FileIdentity.current(of: fixture.path))
    while settled, try !version.isSettled(before: #require(FileIdentity.now())) {
      try await Task.sleep(for: .milliseconds(50))
    }
    _ = try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).products(
      matching: CatalogQuery())
    // The index saved says what was meant: the version settled, or not, when it was seen.
    let saved = try Data(contentsOf: URL(fileURLWithPath: fixture.store.location(for: fixture.path)))
    let header = try #require(saved.withUnsafeBytes { CatalogIndexFile.catalogPath(inPrefix: $0) }?.header)
    #expect(try version.isSettled(before: #require(header.last)) == settled)
    var before = stat()
    #expect(stat(fixture.path, &before) == 0)
    // Same size, another title, written in place; the modification time put back.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: fixture.path))
    try handle.write(contentsOf: adjusted(fixture.data))
    try handle.close()
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, fixture.path, &times, 0) == 0)
    var after = stat()
    #expect(stat(fixture.path, &after) == 0)
    #expect(after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    let now = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
    let reference = try JSONDecoder().decode([ProductDTO].self, from: now).map { $0.toDomain() }
    let query = CatalogQuery(sort: ProductSort(field: .title), limit: 3)
    #expect(
      try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).products(matching: query)
        == ProductQueryEvaluator().evaluate(query, over: reference))
  }

  /// The catalog with the first title's first letter changed: the same size, other content.
  private func adjusted(_ data: Data) -> Data {
    var copy = data
    let marker = Array("\"title\":\"".utf8)
    if let start = copy.firstRange(of: marker)?.upperBound {
      copy[start] = copy[start] == UInt8(ascii: "Z") ? UInt8(ascii: "Y") : UInt8(ascii: "Z")
    }
    return copy
  }

  @Test func theContentSampleRefusesAnIndexOfOtherBytes() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try await FileCatalogRepository(path: fixture.path, indexStore: fixture.store).products(
      matching: CatalogQuery())
    let identity = try #require(FileIdentity.current(of: fixture.path))
    let right = fixture.data.withUnsafeBytes { identity.sampled($0.bindMemory(to: UInt8.self)) }
    let other = adjusted(fixture.data)
    let wrong = other.withUnsafeBytes { identity.sampled($0.bindMemory(to: UInt8.self)) }
    #expect(right.contentSample != wrong.contentSample)
    #expect(fixture.store.load(for: fixture.path, identity: right) != nil)
    #expect(fixture.store.load(for: fixture.path, identity: wrong) == nil)
  }

  @Test func anIndexWhoseRangesHoldOtherProductsIsDroppedAndTheFileScanned() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    // An index that names other products at this file's ranges, stored as if it were this
    // file's: what an edit between two sampled blocks within one clock tick would leave.
    let products = try JSONDecoder().decode([ProductDTO].self, from: fixture.data).map { $0.toDomain() }
    let scanned = try await FileCatalogRepository(path: fixture.path).products(matching: CatalogQuery(limit: 0))
    #expect(scanned.products == products)
    let ranges = try rangesOfProducts(in: fixture.data, count: products.count)
    let lying = CatalogIndex(products: products.reversed(), ranges: ranges)
    let identity = try #require(FileIdentity.sampledCurrent(of: fixture.path))
    fixture.store.save(lying, for: fixture.path, identity: identity)
    #expect(fixture.store.load(for: fixture.path, identity: identity) != nil)
    let query = CatalogQuery(sort: ProductSort(field: .price), limit: 5)
    let repository = FileCatalogRepository(path: fixture.path, indexStore: fixture.store)
    #expect(try await repository.products(matching: query) == ProductQueryEvaluator().evaluate(query, over: products))
    #expect(try await repository.product(withID: ProductID(7)) == products[6])
    #expect(fixture.store.load(for: fixture.path, identity: identity) == nil, "the lying index was removed")
  }

  /// The byte range of each top-level product object, found by matching braces outside strings.
  private func rangesOfProducts(in data: Data, count: Int) throws -> [Range<Int>] {
    var ranges: [Range<Int>] = []
    var depth = 0
    var inString = false
    var escaped = false
    var start = 0
    for (offset, byte) in data.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "{"):
        if depth == 1 { start = offset }
        depth += 1
      case UInt8(ascii: "}"):
        depth -= 1
        if depth == 1 { ranges.append(start..<(offset + 1)) }
      case UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    #expect(ranges.count == count)
    return ranges
  }
}

/// The cache is bounded: the least recently used indexes go first.
@Suite(.serialized) struct CatalogIndexCacheBoundTests {
  @Test func theLeastRecentlyUsedIndexesAreEvictedPastTheBound() async throws {
    let directory = try CatalogIndexStoreTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let files = try (0..<3).map { _ in try FastPathAgreementTests.file(try FastPathAgreementTests.generated(1_500)) }
    defer { for file in files { try? FileManager.default.removeItem(atPath: file) } }
    let unbounded = CatalogIndexStore(directory: directory, minimumCatalogSize: 1 << 20)
    for file in files.prefix(2) {
      _ = try await FileCatalogRepository(path: file, indexStore: unbounded).products(matching: CatalogQuery())
      usleep(20_000)
    }
    // Both last used hours ago, the first before the second; then the first is used again, so
    // the second is now the least recently used.
    for (file, hours) in zip(files.prefix(2), [2, 1]) {
      var times = [timespec(tv_sec: time(nil) - hours * 3600, tv_nsec: 0)]
      times.append(times[0])
      #expect(utimensat(AT_FDCWD, unbounded.location(for: file), &times, 0) == 0)
    }
    let first = try #require(FileIdentity.sampledCurrent(of: files[0]))
    #expect(unbounded.load(for: files[0], identity: first) != nil)
    let oneIndex = try #require(unbounded.summary()).bytes / 2
    let bounded = CatalogIndexStore(directory: directory, minimumCatalogSize: 1 << 20, maximumBytes: oneIndex * 5 / 2)
    _ = try await FileCatalogRepository(path: files[2], indexStore: bounded).products(matching: CatalogQuery())
    #expect(FileManager.default.fileExists(atPath: bounded.location(for: files[0])))
    #expect(!FileManager.default.fileExists(atPath: bounded.location(for: files[1])), "the least recently used went")
    #expect(FileManager.default.fileExists(atPath: bounded.location(for: files[2])))
    #expect(bounded.summary()?.indexes == 2)
    // Used again within the minute, an index's time is left as it is: no write for each use.
    var written = stat()
    #expect(stat(bounded.location(for: files[0]), &written) == 0)
    usleep(20_000)
    #expect(bounded.load(for: files[0], identity: first) != nil)
    var used = stat()
    #expect(stat(bounded.location(for: files[0]), &used) == 0)
    #expect(used.st_mtim.tv_sec == written.st_mtim.tv_sec && used.st_mtim.tv_nsec == written.st_mtim.tv_nsec)
    #expect(bounded.clean().indexes == 2)
    #expect(bounded.summary() == CatalogIndexStore.Summary(indexes: 0, bytes: 0))
  }
}

extension FileIdentity {
  /// The same identity with the content sample of `bytes`, as a command takes it of a catalog.
  fileprivate func sampled(_ bytes: UnsafeBufferPointer<UInt8>) -> FileIdentity {
    sampled(FileSample.hash(of: bytes))
  }
}
