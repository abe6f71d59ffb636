import Foundation
import Testing

/// `e`, `a` and `d` in `catalog browse`, in a real terminal (tmux) with a scripted `$EDITOR`:
/// the full screen gives way to the editor and comes back with the outcome in the status line,
/// the list shows the change where the selection was, and the catalog holds it.
@Suite(.serialized) struct BrowseWriteKeysTests {
  typealias Scratch = EditorFlowTests.Scratch

  @Test func editAddAndDeleteFromTheBrowserChangeTheFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editor = try scratch.editor(
      """
      if grep -q '"Desk Lamp"' "$1"; then
        sed -i 's/"price": 24.9,/"price": 19.5,/' "$1"
      else
        printf '{"title": "Stapler", "price": 4.5, "category": "stationery"}\\n' > "$1"
      fi
      """)
    guard let session = try scratch.session(["browse"], editor: editor) else { return }
    try session.waitForSettled("Desk Lamp")
    try session.press("e")
    try session.waitFor("updated product 1: price 24.9 → 19.5")
    #expect(try session.screen().contains { $0.contains("Desk Lamp") && $0.contains("$19.50") })
    #expect(try scratch.catalogText().contains("\"price\": 19.5,"))
    #expect(scratch.runs == 1)

    try session.press("d")
    try session.waitFor("delete product 1 \"Desk Lamp\"? y/N")
    try session.press("n")
    try session.waitFor("not deleted")
    #expect(try scratch.catalogText().contains("Desk Lamp"))

    try session.press("a")
    try session.waitFor("added product 8 \"Stapler\"")
    #expect(try scratch.catalogText().contains("\"title\": \"Stapler\""))

    try session.press("d")
    try session.waitFor("delete product 1 \"Desk Lamp\"? y/N")
    try session.press("y")
    try session.waitFor("deleted product 1 \"Desk Lamp\"")
    let lines = try session.waitForSettled("1/3")
    // The list (the status line still names what was deleted).
    let rows = lines.filter { !$0.contains("deleted product") }
    #expect(!rows.contains { $0.contains("Desk Lamp") })
    #expect(rows.contains { $0.contains("Stapler") })
    #expect(try !scratch.catalogText().contains("Desk Lamp"))
    try session.press("q")
    try EditorFlowTests.ended(session, status: 0)
  }

  /// A paste holding "d" and "y" asks, and deletes nothing: the answer must be read after the
  /// question is on the screen.
  @Test func aPasteCannotAnswerTheDeleteQuestion() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    guard let session = try scratch.session(["browse"]) else { return }
    try session.waitForSettled("Desk Lamp")
    try session.paste("jdy")
    try session.waitFor("delete product 2 ")
    try session.waitForSettled("? y/N")
    #expect(try scratch.catalogText() == scratch.fixtureText())
    try session.press("n")
    try session.waitFor("not deleted")
    #expect(try scratch.catalogText() == scratch.fixtureText())
    try session.press("q")
    try EditorFlowTests.ended(session, status: 0)
  }

  /// The browser asks the terminal to mark pastes: a pasted "y", even in a read of its own
  /// after the question, answers nothing, and the filter takes pasted text as text.
  @Test func aMarkedPasteIsTextNeverAnAnswer() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    guard let session = try scratch.session(["browse"]) else { return }
    try session.waitForSettled("Desk Lamp")
    try session.press("d")
    try session.waitFor("delete product 1 \"Desk Lamp\"? y/N")
    try session.paste("y", bracketed: true)
    try session.waitFor("not deleted")
    #expect(try scratch.catalogText() == scratch.fixtureText())
    try session.press("/")
    try session.paste("note\nbook", bracketed: true)
    try session.waitFor("/notebook")
    try session.press("Escape", "q")
    try EditorFlowTests.ended(session, status: 0)
  }

  @Test func aChangeThatFailsIsSaidInTheStatusLineAndTheBrowserGoesOn() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // The editor leaves a price the rules refuse, twice: the scene gives up, keeping the text.
    let editor = try scratch.editor(#"sed -i 's/"price": 24.9,/"price": -1,/' "$1""#)
    guard let session = try scratch.session(["browse"], editor: editor) else { return }
    try session.waitForSettled("Desk Lamp")
    try session.press("e")
    try session.waitFor("error: ")
    #expect(try scratch.catalogText() == scratch.fixtureText())
    try session.press("j")
    try session.waitFor("2/3")
    try session.press("q")
    try EditorFlowTests.ended(session, status: 0)
  }

  @Test func anEditOnAServerReloadsThePageItIsOn() throws {
    let server = try TestServer.dummyJSON()
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editorEnvironment = scratch.folder.appendingPathComponent("editor-environment")
    let editor = try scratch.editor(
      #"env > "\#(editorEnvironment.path)"; sed -i 's/"price": 9.99,/"price": 1.23,/' "$1""#)
    let token = "tok-\(UUID().uuidString)"
    guard
      let session = try TmuxSession(
        columns: 160, rows: 30, arguments: ["browse", "--source", server.url],
        environment: ["EDITOR": editor, "TMPDIR": scratch.folder.path, "CATALOG_TOKEN": token])
    else { return }
    try session.waitForSettled("Essence Mascara")
    try session.press("e")
    try session.waitFor("updated product 1: price 9.99 → 1.23")
    try session.waitFor("$1.23")
    #expect(server.logText.contains(#"write PATCH /products/1 {"price":1.23}"#))
    #expect(server.logText.contains("auth Bearer sha256:"), "the change went with the token")
    // The editor is not the server: it does not get the token.
    let seen = try String(contentsOf: editorEnvironment, encoding: .utf8)
    #expect(seen.contains("EDITOR="))
    #expect(!seen.contains(token))
    try session.press("q")
    try EditorFlowTests.ended(session, status: 0)
  }
}
