import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// An edit's index is written before the new version of the catalog exists, with a
/// placeholder identity, and stamped afterwards: the stamped file must be, byte for byte, the
/// file written with the identity known from the start.
struct IndexStampTests {
  @Test(arguments: CatalogIndexEditTests.Write.allCases)
  func aStampedIndexIsTheIndexWrittenWithItsIdentity(write: CatalogIndexEditTests.Write) throws {
    let (edit, _) = CatalogIndexEditTests.after(write, of: CatalogIndexOrderTests.products)
    var identity = try #require(FileIdentity.current(of: CatalogFiles.products.path))
    identity.contentSample = 0x5EED_CAFE
    let index = CatalogIndexQuickTests.complete
    let direct = CatalogIndexFile.encode(index, after: edit, identity: identity, catalogPath: "/srv/catalog.json")
    var ahead: [UInt8] = []
    let stamp = try #require(
      CatalogIndexFile.encodeStampable(index, after: edit, catalogPath: "/srv/catalog.json") { chunk in
        ahead += chunk
        return true
      })
    #expect(ahead != direct, "the placeholder is not the identity")
    #expect(ahead.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) } == nil)
    for write in CatalogIndexFile.stamp(stamp, with: identity) {
      ahead.replaceSubrange(write.offset..<(write.offset + write.bytes.count), with: write.bytes)
    }
    #expect(ahead == direct)
    #expect(ahead.withUnsafeBytes { CatalogIndexFile.decode($0, identity: identity, fileSize: 10_000) } != nil)
  }

  @Test func anIndexWhoseWriteStoppedHasNothingToStamp() {
    let stamp = CatalogIndexFile.encodeStampable(CatalogIndexQuickTests.complete) { _ in false }
    #expect(stamp == nil)
  }
}
