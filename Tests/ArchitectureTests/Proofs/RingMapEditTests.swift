#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// `--write-baseline` names its file in the team's map: one key added, the rest as written,
  /// never a map the checker could not read.
  @Suite struct RingMapEditTests {
    @Test func theKeyIsAddedAtTheMapsOwnIndentAndTheRestKept() throws {
      let map =
        "{\n    \"rings\": [{ \"name\": \"Core\", \"targets\": [\"Core\"], \"imports\": [], \"pure\": true }]\n}\n"
      let edited = try #require(RingMapEdit.namingBaseline("legacy.json", in: map))
      #expect(edited == "{\n    \"baseline\": \"legacy.json\"," + map.dropFirst())
      #expect(try RingMapReader(file: "rings.json").read(Data(edited.utf8)).baseline == "legacy.json")
    }

    @Test func aMapThatWouldNotReadIsLeftAlone() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("edit-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("rings.json")
      for text in ["[]", "{}", "// a comment\n{\"rings\": []}"] {
        try Data(text.utf8).write(to: file)
        #expect(RingMapEdit.nameBaseline("b.json", inMapAt: file) != nil, "\(text)")
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
      }
    }
  }
#endif
