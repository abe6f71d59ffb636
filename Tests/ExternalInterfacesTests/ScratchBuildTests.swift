import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// A build that keeps its columns, orders and lists in scratch files of the cache directory, so
/// that its memory does not grow with the catalog, must make exactly the index a build in memory
/// makes, and leave nothing in the directory.
@Suite struct ScratchBuildTests {
  /// `body` given a fresh private directory, open; afterwards, the names left in it.
  static func inFolder(_ body: (Int32) throws -> Void) throws -> [String] {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scratch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let folder = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    try #require(folder >= 0)
    defer { close(folder) }
    try body(folder)
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
  }

  /// The index's file, as `catalog cache build` writes it (the identity left out).
  static func encoded(_ index: CatalogIndex) -> [UInt8] {
    CatalogIndexFile.encode(index, identity: .placeholder)
  }

  @Test func aColumnInAFileReadsBackWhatWasAppendedThroughAMergeOfTwoParts() throws {
    let left = try Self.inFolder { folder in
      // Chunks of 40 bytes: five values, so every part of the file and of memory is crossed.
      var first = BuildColumn<Int>(in: ScratchFile(in: folder), chunkBytes: 40)
      var second = BuildColumn<Int>(in: ScratchFile(in: folder), chunkBytes: 40)
      var inMemory = BuildColumn<Int>()
      var expected = Array(0..<23).map { $0 * 3 }
      first.append(contentsOf: expected)
      inMemory.append(contentsOf: expected)
      second.append(0)
      second.append(contentsOf: (1..<31).map { $0 * 7 })
      inMemory.append(contentsOf: (1..<31).map { $0 * 7 + 1_000 })
      expected += (1..<31).map { $0 * 7 + 1_000 }
      first.append(contentsOf: second, dropping: 1) { $0 + 1_000 }
      #expect(first.count == 53)
      let column = try #require(first.column())
      #expect(Array(column) == expected)
      let kept = try #require(inMemory.column())
      #expect(Array(kept) == expected)
      #expect(column.file != nil, "mapped from its file")
    }
    #expect(left.isEmpty, "a scratch file has no name: \(left)")
  }

  @Test func aPartInMemoryMergesAfterOneInAFileAndTheOtherWayRound() throws {
    _ = try Self.inFolder { folder in
      var file = BuildColumn<UInt8>(in: ScratchFile(in: folder), chunkBytes: 3)
      var memory = BuildColumn<UInt8>()
      file.append(contentsOf: Array("scratch ".utf8))
      memory.append(contentsOf: Array("memory".utf8))
      var both = file
      both.append(contentsOf: memory)
      let merged = try #require(both.column())
      #expect(String(decoding: Array(merged), as: UTF8.self) == "scratch memory")
      var other = BuildColumn<UInt8>()
      other.append(contentsOf: Array("memory ".utf8))
      var later = BuildColumn<UInt8>(in: ScratchFile(in: folder), chunkBytes: 3)
      later.append(contentsOf: Array("scratch".utf8))
      other.append(contentsOf: later)
      let otherWay = try #require(other.column())
      #expect(String(decoding: Array(otherWay), as: UTF8.self) == "memory scratch")
    }
  }

  /// The generated catalog (ties, missing values, Unicode) built in two halves, as a scan in
  /// halves does: in scratch files and in memory, the same file; then with the orders and lists
  /// made, in scratch files (the lists in many runs) and in memory, the same file again.
  @Test func anIndexBuiltInScratchFilesIsTheIndexBuiltInMemory() throws {
    let products = CatalogIndexOrderTests.products
    let half = products.count / 2
    func built(scratchIn folder: Int32?) -> CatalogIndex? {
      var first = CatalogIndex.Builder(scratchIn: folder)
      var second = CatalogIndex.Builder(scratchIn: folder)
      for (position, product) in products.enumerated() {
        let range = (position * 10)..<(position * 10 + 9)
        if position < half { first.add(product, at: range) } else { second.add(product, at: range) }
      }
      first.merge(second)
      return first.build()
    }
    let left = try Self.inFolder { folder in
      var memory = try #require(built(scratchIn: nil))
      var scratch = try #require(built(scratchIn: folder))
      #expect(scratch.ids.file != nil && memory.ids.file == nil, "one in files, one in memory")
      let columnsAlike = Self.encoded(scratch) == Self.encoded(memory)
      #expect(columnsAlike)

      memory.adopt(memory.orders(for: CatalogIndex.sortsOrderedAhead))
      memory.adopt(try #require(memory.gramsToMake()))
      scratch.adopt(storedOrders: try #require(scratch.storedOrdersToMake(scratchIn: folder)))
      #expect(scratch.storedOrders.count == ProductSortField.allCases.count)
      let runs = try #require(
        GramIndex(
          folded: scratch.folded, starts: scratch.foldedStarts, productCount: scratch.count, scratchIn: folder,
          runBytes: 4_096))
      #expect(runs.lists.bytes.file != nil && runs.words?.lists.bytes.file != nil, "the lists in files")
      scratch.adopt(runs)
      let wholeAlike = Self.encoded(scratch) == Self.encoded(memory)
      #expect(wholeAlike)
    }
    #expect(left.isEmpty, "\(left)")
  }

  /// The lists of one key written out in many runs, some of them long enough to be bitmaps in
  /// the end, read back whole and in their forms: as the same lists made in memory.
  @Test func listsWrittenOutInRunsAreTheListsMadeInMemory() throws {
    _ = try Self.inFolder { folder in
      var runs = ProductLists.Builder(productCount: 1_000, scratchIn: folder, runBytes: 64)
      var memory = ProductLists.Builder(productCount: 1_000)
      var generator = SystemRandomNumberGenerator()
      let lists = (0..<40).map { _ in (runs.newList(), memory.newList()) }
      for product in Int32(0)..<1_000 {
        for (list, (inRuns, inMemory)) in lists.enumerated() where Int.random(in: 0...list, using: &generator) == 0 {
          runs.note(inRuns, product)
          runs.note(inRuns, product)
          memory.note(inMemory, product)
        }
      }
      #expect(runs.runCount > 10)
      let order = Array((0..<40).reversed())
      let fromRuns = try #require(runs.build(order: order))
      let fromMemory = try #require(memory.build(order: order))
      let alike = fromRuns == fromMemory
      #expect(alike)
      #expect((0..<40).contains { fromMemory.isBitmap($0) } && (0..<40).contains { !fromMemory.isBitmap($0) })
    }
  }
}
