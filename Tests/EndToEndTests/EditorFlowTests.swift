import Foundation
import Testing

/// `edit` and `add` without flags, and `delete` without `--yes`, in a real terminal (tmux), with
/// a scripted `$EDITOR` standing in for the person: what they see, what the editor was given,
/// and what the catalog file holds afterwards.
@Suite(.serialized) struct EditorFlowTests {
  /// A folder with a copy of the writable fixture and editor scripts; removed at the end.
  struct Scratch {
    let folder: URL
    var catalog: URL { folder.appendingPathComponent("catalog.json") }
    static let fixture = CatalogProcess.packageRoot.appendingPathComponent(
      "Tests/EndToEndTests/Fixtures/writable.json")

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-flow-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Self.fixture, to: catalog)
    }

    /// An editor: a shell script run as `script FILE`. Each run first copies the file it was
    /// given to `seen-N.json` (N counts the runs), so a test can read what the editor showed.
    func editor(_ body: String) throws -> String {
      let script = folder.appendingPathComponent("editor.sh")
      let text = """
        #!/bin/sh
        n=$(cat "\(folder.path)/runs" 2>/dev/null || echo 0); n=$((n + 1)); echo $n > "\(folder.path)/runs"
        cp "$1" "\(folder.path)/seen-$n.json"
        \(body)

        """
      try Data(text.utf8).write(to: script)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
      return script.path
    }

    func seen(_ run: Int) throws -> String {
      try String(contentsOf: folder.appendingPathComponent("seen-\(run).json"), encoding: .utf8)
    }

    var runs: Int {
      (try? String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8))
        .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    }

    func catalogText() throws -> String {
      try String(contentsOf: catalog, encoding: .utf8)
    }

    func fixtureText() throws -> String {
      try String(contentsOf: Self.fixture, encoding: .utf8)
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `catalog` in a terminal with the editor and a private temporary folder; nil when
    /// tmux is missing outside CI. The window is wide enough for a kept file's path on one line.
    func session(_ arguments: [String], editor: String? = nil) throws -> TmuxSession? {
      var environment = ["TMPDIR": folder.path]
      if let editor { environment["EDITOR"] = editor }
      return try TmuxSession(
        columns: 240, rows: 30, arguments: arguments + ["--source", catalog.path], environment: environment)
    }
  }

  /// The screen once the program has ended, with its exit status checked.
  @discardableResult
  static func ended(_ session: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String]
  {
    let lines = try session.waitFor("the program's end", sourceLocation: sourceLocation) { lines in
      lines.contains { $0.hasPrefix("EXITED ") }
    }
    #expect(lines.contains("EXITED \(status)"), "\(lines.joined(separator: "\n"))", sourceLocation: sourceLocation)
    return lines
  }

  @Test func aTextWithProblemsReopensWithThemAboveTheTextAndTheFixedTextIsSaved() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editor = try scratch.editor(
      """
      if [ $n = 1 ]; then
        sed -i 's/"price": 24.9,/"price": -3,/; s/"rating": 4.5,/"rating": 9,/' "$1"
      else
        sed -i 's/"price": -3,/"price": 19.99,/; s/"rating": 9,/"rating": 4,/' "$1"
      fi
      """)
    guard let session = try scratch.session(["edit", "1"], editor: editor) else { return }
    let lines = try Self.ended(session, status: 0)
    #expect(lines.contains("updated product 1: price 24.9 → 19.99, rating 4.5 → 4"))
    #expect(scratch.runs == 2)

    let first = try scratch.seen(1)
    #expect(first.hasPrefix("# Product 1."))
    #expect(first.contains("\"title\": \"Desk Lamp\""))
    let second = try scratch.seen(2).components(separatedBy: "\n")
    #expect(second.first == "# product not saved: 2 problems")
    #expect(second.contains("#   price \"-3\": expected a number of 0 or more"))
    #expect(second.contains("#   rating \"9\": expected a number from 0 to 5"))
    #expect(second.contains("  \"price\": -3,"), "the person's own text is kept below the notes")

    // Only the two values changed, in the file's own text.
    let expected = try scratch.fixtureText()
      .replacingOccurrences(of: "\"price\": 24.90,", with: "\"price\": 19.99,")
      .replacingOccurrences(of: "\"rating\": 4.5,", with: "\"rating\": 4,")
    #expect(try scratch.catalogText() == expected)
  }

  @Test func membersTheModelDoesNotKnowAreShownAndCanBeEdited() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editor = try scratch.editor(#"sed -i 's/"since": 2019/"since": 2021/' "$1""#)
    guard let session = try scratch.session(["edit", "2"], editor: editor) else { return }
    let lines = try Self.ended(session, status: 0)
    #expect(lines.contains("updated product 2: supplier (kept as given)"))
    let shown = try scratch.seen(1)
    #expect(shown.contains("\"supplier\": {"))
    #expect(shown.contains("\"name\": \"Paperworks\""))
    let expected = try scratch.fixtureText().replacingOccurrences(
      of: #""supplier": {"name": "Paperworks", "since": 2019}"#,
      with: #""supplier": {"name": "Paperworks", "since": 2021}"#)
    #expect(try scratch.catalogText() == expected)
  }

  @Test func savedAsOpenedChangesNothing() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    guard let session = try scratch.session(["edit", "7"], editor: try scratch.editor(":")) else { return }
    let lines = try Self.ended(session, status: 0)
    #expect(lines.contains("no changes to product 7"))
    #expect(try scratch.seen(1).contains("\"title\": \"Pen\""))
    #expect(try scratch.catalogText() == scratch.fixtureText())
  }

  @Test func anEmptiedFileCancels() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    guard let session = try scratch.session(["edit", "2"], editor: try scratch.editor(": > \"$1\"")) else { return }
    let lines = try Self.ended(session, status: 0)
    #expect(lines.contains { $0.hasPrefix("cancelled:") && $0.contains("nothing was saved") })
    #expect(try scratch.catalogText() == scratch.fixtureText())
  }

  @Test func theSameProblemsSavedTwiceStopAndTheTextIsKept() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editor = try scratch.editor(#"sed -i 's/"price": 24.9,/"price": -3,/' "$1""#)
    guard let session = try scratch.session(["edit", "1"], editor: editor) else { return }
    let lines = try Self.ended(session, status: 2)
    #expect(lines.contains("error: the text still has the same problems; nothing was saved"))
    let hint = try #require(lines.first { $0.hasPrefix("hint: your text is kept in ") })
    let kept = String(hint.dropFirst("hint: your text is kept in ".count))
    #expect(kept.hasPrefix(scratch.folder.path + "/"))
    let keptText = try String(contentsOfFile: kept, encoding: .utf8)
    #expect(keptText.contains("\"price\": -3,"))
    #expect(try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int == 0o600)
    #expect(try scratch.catalogText() == scratch.fixtureText())
  }

  @Test func addWithoutFlagsOpensATemplateAndSavesWhatIsFilledIn() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editor = try scratch.editor(
      #"sed -i 's/"title": ""/"title": "Lamp shade"/; s/"price": 0/"price": 12.5/; "#
        + #"s/"category": ""/"category": "home-decoration"/' "$1""#)
    guard let session = try scratch.session(["add"], editor: editor) else { return }
    let lines = try Self.ended(session, status: 0)
    #expect(lines.contains("added product 8 \"Lamp shade\""))
    #expect(try scratch.seen(1).contains("\"title\": \"\""), "the template")
    let shown = try CatalogProcess.run(["show", "8", "-o", "json", "--source", scratch.catalog.path])
    let product = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any])
    #expect(product["title"] as? String == "Lamp shade")
    #expect(product["price"] as? Double == 12.5)
    #expect(product["category"] as? String == "home-decoration")
  }

  @Test func deleteAsksAndOnlyYesDeletes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    guard let declined = try scratch.session(["delete", "7"]) else { return }
    try declined.waitFor("delete product 7 \"Pen\"? [y/N]")
    try declined.type("n")
    try declined.press("Enter")
    let refused = try Self.ended(declined, status: 1)
    #expect(refused.contains { $0.contains("error: nothing was deleted: the answer was not yes") })
    #expect(try scratch.catalogText() == scratch.fixtureText())

    guard let confirmed = try scratch.session(["delete", "7"]) else { return }
    try confirmed.waitFor("delete product 7 \"Pen\"? [y/N]")
    try confirmed.type("y")
    try confirmed.press("Enter")
    let deleted = try Self.ended(confirmed, status: 0)
    #expect(deleted.contains { $0.hasPrefix("deleted product 7") })
    let listed = try CatalogProcess.run(["list", "-o", "json", "--source", scratch.catalog.path])
    #expect(!listed.stdout.contains("\"Pen\""))
    #expect(listed.stdout.contains("\"Desk Lamp\""))
  }
}
