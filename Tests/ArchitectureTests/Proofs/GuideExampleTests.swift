#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// Every ring map docs/ARCHITECTURE-TESTS.md shows is one the reader takes: a key the guide
  /// teaches that the reader does not know, or a shape it refuses, fails here.
  @Suite struct GuideExampleTests {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/ARCHITECTURE-TESTS.md")

    /// The guide's JSON blocks that are maps (they have "rings").
    static func maps() throws -> [String] {
      let text = try String(contentsOf: guide, encoding: .utf8)
      return text.components(separatedBy: "```json\n").dropFirst().compactMap { block in
        block.components(separatedBy: "```").first.flatMap { $0.contains("\"rings\"") ? $0 : nil }
      }
    }

    @Test func everyMapInTheGuideIsRead() throws {
      let maps = try Self.maps()
      #expect(maps.count >= 3)
      for map in maps {
        #expect(throws: Never.self, "\(map)") { _ = try RingMapReader(file: "guide").read(Data(map.utf8)) }
      }
    }

    /// The example with every optional key reads each of them.
    @Test func theFullExampleSetsEveryKey() throws {
      let full = try #require(try Self.maps().first { $0.contains("\"independent\"") })
      let map = try RingMapReader(file: "guide").read(Data(full.utf8))
      #expect(map.exceptions.count == 2 && map.forbidden.count == 1 && map.independent.count == 1)
      #expect(map.notBuiltHere["CShim"] != nil && map.mayExamineNothing["placement"] != nil)
      #expect(map.baseline == "architecture-baseline.json" && map.rings.last?.strict == true)
    }
  }
#endif
