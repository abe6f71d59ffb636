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
      let lines = TextSearch.lines(of: "first line\n" + text)
      #expect(TextSearch.contains(TextSearch.whole(lines), needle) == (found || needle.isEmpty))
    }

    /// The one rule for what a condition gates: a name on a line that starts, after its indent,
    /// with `#if` or `#elseif`; anywhere else it gates nothing.
    @Test(arguments: [
      ("#if os(Linux)\n", "os(", true),
      ("  \t#elseif canImport(Glibc)", "canImport(", true),
      ("let a = 1\n  #if !os(macOS) && DEBUG\r\n", "os(", true),
      ("// #if os(Linux)\n", "os(", false),
      ("let os = os(1)\n#if DEBUG\n", "os(", false),
      ("#endif // os(Linux)\n", "os(", false),
    ])
    func aNameIsOnAConditionLineOnlyAfterIfOrElseif(text: String, name: String, gated: Bool) {
      let offsets = TextSearch.offsets(of: name, in: text[...])
      #expect(!offsets.isEmpty)
      #expect(offsets.contains { TextSearch.isOnConditionLine(at: $0, in: text[...]) } == gated, "\(text)")
    }

    /// Lines are cut at every newline, a CRLF file's too, without the line ends; what is between
    /// is kept whole, non-ASCII text and empty lines included, and the last line is there even
    /// when empty (as the compiler counts lines).
    @Test(arguments: [
      ("a\nb", ["a", "b"]),
      ("a\n", ["a", ""]),
      ("", [""]),
      ("\n\n", ["", "", ""]),
      ("import A\r\nimport B\r\n", ["import A", "import B", ""]),
      ("\r\n", ["", ""]),
      ("é\n🇫🇷 x\r", ["é", "🇫🇷 x\r"]),
      ("lone \r inside\nnext", ["lone \r inside", "next"]),
    ])
    func linesAreCutAtEachNewline(text: String, lines: [String]) {
      let cut = TextSearch.lines(of: text)
      #expect(cut.map(String.init) == lines)
      #expect(String(TextSearch.whole(cut)) == text, "each line is a slice of the whole text")
    }
  }
#endif
