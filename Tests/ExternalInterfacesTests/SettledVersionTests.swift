import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// An index trusts a catalog version that had not changed for two seconds when the catalog
/// was seen without reading the catalog's content sample; any other version must match it.
struct SettledVersionTests {
  static let second = 1_000_000_000

  /// When the file at `path` last changed, in nanoseconds: its change or modification time.
  static func lastChange(_ identity: FileIdentity) -> Int {
    max(
      identity.changedSeconds * second + identity.changedNanoseconds,
      identity.modifiedSeconds * second + identity.modifiedNanoseconds)
  }

  @Test func aVersionIsSettledOnlyTwoSecondsAfterItsLastChange() throws {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let last = Self.lastChange(identity)
    #expect(identity.isSettled(before: last + 2 * Self.second + 1))
    #expect(!identity.isSettled(before: last + 2 * Self.second))
    #expect(!identity.isSettled(before: last))
    #expect(!identity.isSettled(before: .min))
  }

  @Test func aModificationTimeSetAheadKeepsTheVersionUnsettled() throws {
    let path = try TestFolders.make("settled").appendingPathComponent("catalog.json").path
    try Data("[]".utf8).write(to: URL(fileURLWithPath: path))
    let now = try #require(FileIdentity.now())
    var times = [
      timespec(tv_sec: now / Self.second - 60, tv_nsec: 0), timespec(tv_sec: now / Self.second + 3_600, tv_nsec: 0),
    ]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    let identity = try #require(FileIdentity.current(of: path))
    #expect(!identity.isSettled(before: now + 10 * Self.second))
    #expect(identity.isSettled(before: now + 3_603 * Self.second))
  }

  /// The index as a command opens it, `asked` counting the samples it asked for.
  static func opened(_ encoded: [UInt8], as identity: FileIdentity, sample: UInt64, asked: inout Int) throws
    -> CatalogIndex?
  {
    let path = try TestFolders.make("settled").appendingPathComponent("index.bin").path
    try Data(encoded).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    defer { close(descriptor) }
    return CatalogIndexFile.open(
      mapping: descriptor, size: encoded.count, identity: identity,
      sample: {
        asked += 1
        return sample
      }, fileSize: 10_000)
  }

  static func encoded(_ identity: FileIdentity, sample: UInt64, seenAt: Int) -> [UInt8] {
    let products = CatalogIndexOrderTests.products
    let index = CatalogIndex(products: products, ranges: products.indices.map { $0 * 10..<($0 * 10 + 5) })
    return CatalogIndexFile.encode(index, identity: identity.sampled(sample, seenAt: seenAt))
  }

  @Test func anIndexOfASettledVersionOpensWithoutTheSample() throws {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let encoded = Self.encoded(identity, sample: 42, seenAt: Self.lastChange(identity) + 3 * Self.second)
    var asked = 0
    #expect(try Self.opened(encoded, as: identity, sample: 7, asked: &asked) != nil)
    #expect(asked == 0)
  }

  @Test func anIndexOfAVersionSeenSoonAfterItsChangeNeedsItsSample() throws {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let encoded = Self.encoded(identity, sample: 42, seenAt: Self.lastChange(identity) + Self.second)
    var asked = 0
    #expect(try Self.opened(encoded, as: identity, sample: 7, asked: &asked) == nil)
    #expect(asked == 1)
    #expect(try Self.opened(encoded, as: identity, sample: 42, asked: &asked) != nil)
    #expect(asked == 2)
  }

  @Test func aSettledIndexOfAnotherVersionIsRefused() throws {
    let identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    let path = try TestFolders.make("settled").appendingPathComponent("other.json").path
    try Data("[]".utf8).write(to: URL(fileURLWithPath: path))
    let other = try #require(FileIdentity.current(of: path))
    let encoded = Self.encoded(identity, sample: 42, seenAt: try #require(FileIdentity.now()) + 60 * Self.second)
    var asked = 0
    #expect(try Self.opened(encoded, as: other, sample: 42, asked: &asked) == nil)
    #expect(asked == 0)
  }
}
