#if ARCHITECTURE_FIXTURE_PROOFS
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// The byte search every file's text is first asked: found wherever it is, never past the text.
  @Suite struct TextSearchTests {
    @Test(arguments: [
      ("// architecture:allow io — why", "architecture:", true),
      ("architecture:", "architecture:", true),
      ("architecture", "architecture:", false),
      (":architecture :architecture", "architecture:", false),
      ("a: b: c: architecture:x", "architecture:", true),
      ("#if Networking\n#endif", "#if", true),
      ("#i", "#if", false),
      ("let x = 1 // UnstableContainersPreview", "UnstableContainersPreview", true),
      ("UnstableContainers", "UnstableContainersPreview", false),
      ("", "#if", false),
      ("anything", "", true),
      ("é #if", "#if", true),
    ])
    func aNeedleIsFoundWhereverItIs(text: String, needle: String, found: Bool) {
      #expect(TextSearch.contains(text[...], needle) == found)
      // As a check sees a file: a line cut from the whole text.
      let lines = ("first line\n" + text).split(separator: "\n", omittingEmptySubsequences: false)
      #expect(TextSearch.contains(TextSearch.whole(lines), needle) == (found || needle.isEmpty))
    }
  }
#endif
