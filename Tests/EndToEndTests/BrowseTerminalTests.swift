import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog browse` in a real terminal (tmux), asserting what a person would see: the first rows,
/// the selected product's detail, the filtered and sorted lists, and a clean terminal after.
@Suite(.serialized) struct BrowseTerminalTests {
  /// The product ids the list pane shows, top to bottom.
  static func listedIDs(_ lines: [String]) -> [Int] {
    var ids: [Int] = []
    for line in lines.dropFirst() {
      let pane = line.components(separatedBy: "│")[0]
      if pane.hasPrefix("─") || pane.contains(" · ") && !pane.hasPrefix(" ") && !pane.hasPrefix("›") { break }
      let trimmed = pane.drop { $0 == "›" || $0 == " " }
      guard let id = Int(trimmed.prefix { $0.isNumber }), trimmed.dropFirst(String(id).count).hasPrefix("  ") else {
        break
      }
      ids.append(id)
    }
    return ids
  }

  /// The ids `catalog list` gives for the same query: the browser must agree with it.
  static func expectedIDs(_ arguments: [String]) throws -> [Int] {
    let outcome = try CatalogProcess.run(["list", "-L", "0"] + arguments)
    return outcome.stdout.split(separator: "\n").compactMap { Int($0.split(separator: "\t")[0]) }
  }

  /// The terminal after the program: the shell's report of how it ended and the settings.
  static func expectRestored(_ session: TmuxSession, status: Int, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let lines = try session.waitFor("the shell's report", sourceLocation: sourceLocation) { lines in
      lines.contains { $0.contains("EXITED \(status)") } && lines.contains { $0.contains("icanon") }
    }
    let settings = lines.joined(separator: " ")
    #expect(settings.contains(" icanon"), "line mode is back", sourceLocation: sourceLocation)
    #expect(settings.contains(" echo "), "echo is back", sourceLocation: sourceLocation)
    #expect(settings.contains(" isig"), "ctrl-c is a signal again", sourceLocation: sourceLocation)
    #expect(!settings.contains("│"), "the browser's screen is gone", sourceLocation: sourceLocation)
  }

  @Test func aWideTerminalShowsListAndDetailSideBySide() throws {
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: ["browse"]) else { return }
    var lines = try session.waitForSettled("the embedded catalog · 1/194")
    #expect(lines.count >= 40)
    #expect(Self.listedIDs(lines) == Array(1...38))
    #expect(lines[1].hasPrefix("›   1  Essence Mascara Lash Princess"))
    #expect(lines[1].contains("│ Essence · Beauty · #1"))
    #expect(lines[0].contains("│ Essence Mascara Lash Princess"))
    #expect(lines[39].hasSuffix("? keys · q quit"))

    try session.press("j")
    lines = try session.waitForSettled("· 2/194")
    #expect(lines[0].contains("│ Eyeshadow Palette with Mirror"))
    #expect(lines[2].hasPrefix("›   2  Eyeshadow Palette with Mirror"))

    try session.type("/phone")
    // "phon" has 23 matches too, so the count alone may be the frame before the last letter.
    lines = try session.waitFor("\"/phone\" with 23 matches") { lines in
      lines.contains { $0.hasPrefix("/phone▏") && $0.contains("23 matches") }
    }
    #expect(lines[39].hasPrefix("/phone"))
    #expect(Self.listedIDs(lines) == (try Self.expectedIDs(["--search", "phone"])))

    try session.press("Enter")
    try session.waitForSettled("filter \"phone\"")
    try session.press("s")
    lines = try session.waitForSettled("sort title ↑")
    #expect(Self.listedIDs(lines) == (try Self.expectedIDs(["--search", "phone", "--sort", "title"])))
    let first = lines[1]
    #expect(first.hasPrefix("› 101  Apple AirPods Max Silver"))

    try session.press("S")
    lines = try session.waitForSettled("sort title ↓")
    #expect(
      Self.listedIDs(lines) == (try Self.expectedIDs(["--search", "phone", "--sort", "title", "--order", "desc"])))

    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  /// A terminal that grows is drawn again at once, with no key pressed: the screen is what a
  /// terminal of the new size shows from the start (narrow to taller, and narrow to wide).
  @Test(arguments: [(80, 40), (140, 45)])
  func aTerminalThatGrowsIsRedrawnWithoutAKey(columns: Int, rows: Int) throws {
    guard let fresh = try TmuxSession(columns: columns, rows: rows, arguments: ["browse"]) else { return }
    let expected = try fresh.waitForSettled("1/194")
    guard let grown = try TmuxSession(columns: 80, rows: 24, arguments: ["browse"]) else { return }
    try grown.waitForSettled("1/194")
    try grown.resize(columns: columns, rows: rows)
    let screen = try grown.waitFor("the grown frame") { lines in lines == expected }
    #expect(screen == expected)
  }

  @Test func enterOpensTheFullDetailAndEscapeReturns() throws {
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: ["browse", "--skip", "121"]) else {
      return
    }
    try session.waitForSettled("· 122/194")
    try session.press("Enter")
    var lines = try session.waitForSettled("Esc back")
    #expect(lines[0] == " iPhone 6")
    #expect(lines.contains { $0.hasPrefix("   Price       $299.99") })
    #expect(!lines.contains { $0.contains("│") })
    try session.press("Escape")
    lines = try session.waitForSettled("· 122/194")
    #expect(lines.contains { $0.hasPrefix("› 122  iPhone 6") })
    try session.press("C-c")
    try Self.expectRestored(session, status: 130)
  }

  @Test func aNarrowTerminalStacksTheDetailUnderTheList() throws {
    guard let session = try TmuxSession(columns: 80, rows: 24, arguments: ["browse"]) else { return }
    var lines = try session.waitForSettled("the embedded catalog · 1/194")
    #expect(Self.listedIDs(lines) == Array(1...10))
    #expect(lines[11].hasPrefix("────"))
    #expect(lines[12] == " Essence Mascara Lash Princess")
    #expect(lines[13] == " Essence · Beauty · #1")
    #expect(!lines.contains { $0.contains("│") })

    try session.press("G")
    lines = try session.waitForSettled("· 194/194")
    let last = try Self.expectedIDs([]).last
    #expect(Self.listedIDs(lines).last == last)
    #expect(lines[1...10].contains { $0.hasPrefix("› 194") })

    try session.press("?")
    lines = try session.waitForSettled("any key closes this list")
    #expect(lines.contains { $0.contains("filter as you type") })
    try session.press("x")
    lines = try session.waitFor("the key list to close") { lines in !lines.contains { $0.contains("any key closes") } }
    #expect(lines[1...10].contains { $0.hasPrefix("› 194") })
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  @Test(arguments: [(SIGTERM, 143), (SIGHUP, 129)])
  func aSignalRestoresTheTerminal(signal: Int32, status: Int) throws {
    guard let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse"]) else { return }
    try session.waitForSettled("the embedded catalog · 1/194")
    let program = try #require(try session.programID())
    kill(program, signal)
    try Self.expectRestored(session, status: status)
  }

  @Test func theSelectedRowIsInReverseVideo() throws {
    guard let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse"]) else { return }
    try session.waitForSettled("1/194")
    // Reverse video marks the selected row; the marker › marks it without colour too.
    #expect(try session.styledScreen().contains("\u{1B}[7m›"))
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  @Test func catalogTextCannotControlTheTerminal() throws {
    guard
      let session = try TmuxSession(
        columns: 120, rows: 30, arguments: ["browse", "--source", "Tests/EndToEndTests/Fixtures/control-chars.json"])
    else { return }
    let lines = try session.waitForSettled("1/")
    #expect(lines.contains { $0.contains("Evil ␛[31mRED␛[0m␛]0;pwned␇ title") })
    #expect(lines.contains { $0.contains("Br␀and") })
  }

  @Test func aSourceThatCannotBeReadEndsWithItsError() throws {
    guard
      let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse", "--source", "no-such-file.json"])
    else { return }
    let lines = try session.waitFor("EXITED 1")
    #expect(lines.contains("error: cannot read no-such-file.json: no such file or directory"))
    try Self.expectRestored(session, status: 1)
  }

  @Test func resizingTheWindowLaysTheScreenOutAgain() throws {
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: ["browse"]) else { return }
    var lines = try session.waitForSettled("the embedded catalog · 1/194")
    #expect(lines[1].contains("│"))
    try session.resize(columns: 80, rows: 24)
    // A frame is drawn top to bottom, ending with the status line: waiting for it too means the
    // rows checked below are the new frame's, not half of it.
    lines = try session.waitFor("the stacked layout") { lines in
      lines.count >= 24 && lines[11].hasPrefix("────") && lines[23].hasPrefix("the embedded catalog · 1/194")
    }
    #expect(Self.listedIDs(lines) == Array(1...10))
    #expect(lines[12] == " Essence Mascara Lash Princess")
    try session.resize(columns: 120, rows: 40)
    lines = try session.waitFor("side by side again") { lines in
      lines.count >= 40 && lines[1].contains("│ Essence") && lines[39].hasPrefix("the embedded catalog · 1/194")
    }
    #expect(Self.listedIDs(lines) == Array(1...38))
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  @Test func standardInputMustBeATerminalToo() throws {
    guard let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse"], stdin: "/dev/null") else {
      return
    }
    let lines = try session.waitFor("EXITED 2")
    #expect(lines[0] == "error: browse needs a terminal; use \"catalog list\"")
  }

  /// `c` opens the Clean Swift categories scene; Enter hands the chosen category to the list
  /// through the scene's data store and router; Esc goes back.
  @Test func cChoosesACategoryForTheList() throws {
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: ["browse"]) else { return }
    try session.waitForSettled("1/194")
    try session.press("c")
    var lines = try session.waitFor("categories · 1/24")
    #expect(lines[0].contains("SLUG") && lines[0].contains("PRODUCTS"))
    #expect(lines.contains { $0.hasPrefix("› beauty") && $0.hasSuffix(" 5") })
    // laptops is the seventh category in catalog order.
    for _ in 0..<6 { try session.press("j") }
    lines = try session.waitFor("categories · 7/24")
    #expect(lines.contains { $0.hasPrefix("› laptops") })
    try session.press("Enter")
    lines = try session.waitForSettled("category laptops")
    #expect(Self.listedIDs(lines) == (try Self.expectedIDs(["-c", "laptops"])))
    // Esc in the categories leaves the list as it was; Esc in the list clears the category.
    try session.press("c")
    try session.waitFor("categories · ")
    try session.press("Escape")
    try session.waitForSettled("category laptops")
    try session.press("Escape")
    try session.waitForSettled("1/194")
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  @Test func noColorGetsNoStyles() throws {
    guard let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse"], environment: ["NO_COLOR": "1"])
    else { return }
    let lines = try session.waitForSettled("1/194")
    #expect(lines[1].hasPrefix("›   1"))
    #expect(!(try session.styledScreen().contains("\u{1B}[")))
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  @Test func aBadFlagIsAUsageErrorBeforeTheScreenChanges() throws {
    guard let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse", "--sort", "prize"]) else {
      return
    }
    let lines = try session.waitFor("EXITED 2")
    #expect(lines[0] == "error: invalid --sort \"prize\"")
    #expect(lines[1].hasPrefix("hint: did you mean \"price\"?"))
  }

  // MARK: Over a network

  @Test func overANetworkPagesLoadAsYouScroll() throws {
    let server = try TestServer.dummyJSON()
    guard
      let session = try TmuxSession(columns: 80, rows: 24, arguments: ["browse", "--source", server.url, "-L", "10"])
    else { return }
    var lines = try session.waitForSettled("· 1/194")
    #expect(Self.listedIDs(lines) == Array(1...10))
    try session.press("G")
    lines = try session.waitForSettled("· 194/194")
    #expect(Self.listedIDs(lines).last == 194)
    let requests = try String(contentsOf: server.log, encoding: .utf8)
    #expect(requests.contains("limit=10&skip=0"))
    #expect(requests.contains("limit=10&skip=190"))
    // Only the pages scrolled to: the first screens, then the last.
    #expect(!requests.contains("limit=10&skip=100"))
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  @Test func keysKeepWorkingWhileAPageLoads() throws {
    let server = try TestServer.dummyJSON()
    guard
      let session = try TmuxSession(
        columns: 80, rows: 24, arguments: ["browse", "--source", server.url + "/slow/1500", "-L", "10"])
    else { return }
    try session.waitFor("· 1/194")
    // The first page is in; the pages after it take 1.5 s each, and meanwhile the keys work.
    try session.press("j")
    try session.press("j")
    let lines = try session.waitFor("· 3/194")
    #expect(lines.last { !$0.isEmpty }?.contains("loading…") == true)
    try session.waitForSettled("· 3/194")
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }

  @Test func aFailedPageShowsItsErrorAndRRetries() throws {
    let server = try TestServer.dummyJSON()
    guard
      let session = try TmuxSession(
        columns: 80, rows: 24,
        arguments: [
          "browse", "--source", "dummyjson+" + server.url + "/fail-once-after/1", "-L", "10",
        ])
    else { return }
    var lines = try session.waitFor("simulated failure of one page")
    #expect(lines.contains { $0.hasPrefix("error: cannot read http://127.0.0.1:\(server.port)/fail-once-after/1") })
    #expect(lines.last { !$0.isEmpty }?.hasSuffix("r retry · q quit") == true)
    try session.press("r")
    lines = try session.waitForSettled("· 1/194")
    #expect(!lines.contains { $0.contains("error:") })
    #expect(Self.listedIDs(lines) == Array(1...10))
    try session.press("q")
    try Self.expectRestored(session, status: 0)
  }
}
