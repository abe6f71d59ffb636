import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog browse` against what a clumsy user or a hostile source does: ctrl-z and ctrl-c, a
/// dumb terminal, a long paste, a URL with a password, a file cut short while it is indexed.
@Suite(.serialized) struct BrowseHardeningTests {
  typealias Browse = BrowseTerminalTests

  /// Under a shell with job control (bash, `set -m`), as a person runs it: the shell reports
  /// the stopped job and has its terminal back, then `fg` continues the browser, which redraws.
  @Test(arguments: ["C-z", "SIGTSTP"])
  func suspendingGivesTheTerminalBackAndFgRedraws(how: String) throws {
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: ["browse"], jobControl: true) else { return }
    try session.waitForSettled("1/194")
    try session.press("j")
    try session.waitForSettled("2/194")
    let pid = try #require(try session.programID())
    if how == "C-z" { try session.press("C-z") } else { kill(pid, SIGTSTP) }
    // bash saw the job stop (status 148 = 128 + SIGTSTP), with the terminal as it was before.
    let stopped = try session.waitFor("the shell's report of the stopped job") { lines in
      lines.contains { $0.contains("STOPPED 148") } && lines.contains { $0.contains("icanon") }
    }
    let settings = stopped.joined(separator: " ")
    #expect(settings.contains(" icanon") && settings.contains(" echo "), "line mode is back while stopped")
    #expect(!stopped.contains { $0.contains("│") }, "the browser's screen is gone while stopped")
    // Enter, then the script's `fg`: the browser continues where it was, in raw mode again.
    try session.press("Enter")
    try session.waitForSettled("2/194")
    try session.press("j")
    try session.waitForSettled("3/194")
    try session.press("q")
    try Browse.expectRestored(session, status: 0)
  }

  @Test func ctrlCEndsAsAnInterruptedProgram() throws {
    guard let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse"]) else { return }
    try session.waitForSettled("1/194")
    try session.press("/", "p", "h")
    try session.press("C-c")
    try Browse.expectRestored(session, status: 130)
  }

  @Test func aDumbTerminalIsRefusedBeforeTheScreenChanges() throws {
    guard let session = try TmuxSession(columns: 100, rows: 30, arguments: ["browse"], environment: ["TERM": "dumb"])
    else { return }
    let lines = try session.waitFor("EXITED 2")
    #expect(lines[0] == "error: browse needs a terminal that can draw a full screen, and TERM is \"dumb\"")
    #expect(lines[1].hasPrefix("hint: set TERM to your terminal's type"))
  }

  @Test func aLongPasteIsFilteredOnceAndEscapeIsImmediate() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("paste-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    var text = "["
    for id in 1...20_000 {
      text += (id > 1 ? "," : "") + "{\"id\":\(id),\"title\":\"Item \(id)\",\"price\":\(id % 90 + 1),"
      text += "\"description\":\"a description of item number \(id) for the search to read\"}"
    }
    try Data((text + "]").utf8).write(to: file)
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: ["browse", "--source", file.path]) else {
      return
    }
    try session.waitForSettled("1/20000")
    try session.press("/")
    let started = Date()
    try session.press("-l", String(repeating: "number ", count: 300) + "zzz")
    try session.waitForSettled("0 matches", timeout: 20)
    try session.press("Escape")
    try session.waitForSettled("1/20000", timeout: 20)
    // One search per key would be 2,100 scans of 20,000 products and as many frames.
    #expect(Date().timeIntervalSince(started) < 5)
    try session.press("q")
    try Browse.expectRestored(session, status: 0)
  }

  @Test func aPasswordInTheSourceURLIsNotShown() throws {
    let server = try TestServer.dummyJSON()
    let port = server.url.split(separator: ":").last.map(String.init) ?? ""
    let secret = "pw-\(UUID().uuidString.prefix(8))"
    guard
      let session = try TmuxSession(
        columns: 160, rows: 30, arguments: ["browse", "--source", "http://reader:\(secret)@127.0.0.1:\(port)"])
    else { return }
    let lines = try session.waitForSettled("1/194")
    let screen = lines.joined(separator: "\n")
    #expect(!screen.contains(secret))
    #expect(screen.contains("http://***@127.0.0.1:\(port)"))
    try session.press("q")
    try Browse.expectRestored(session, status: 0)
  }

  @Test func aFileCutShortWhileItIsIndexedLeavesTheBrowserStanding() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    try LocalSourceHardeningTests.largeCatalog(120_000).write(to: file)
    guard
      let session = try TmuxSession(
        columns: 120, rows: 40, arguments: ["browse", "--source", file.path], environment: ["CATALOG_CACHE_DIR": ""])
    else { return }
    try session.waitFor("/120000")
    // The index is being built from the map in the background; cut the file under it.
    #expect(truncate(file.path, 4096) == 0)
    usleep(300_000)
    try session.press("G")
    try session.press("r")
    _ = try session.waitFor("an answer or the error") { lines in
      lines.contains { $0.contains("got shorter") || $0.contains("not a valid catalog") || $0.contains("/120000") }
    }
    try session.press("q")
    // The report is two commands (`echo`, `stty -a`): wait for both, not the first alone.
    let lines = try session.waitFor("the shell's report") { lines in
      lines.contains { $0.contains("EXITED") } && lines.contains { $0.contains("icanon") }
    }
    let status = lines.first { $0.contains("EXITED") } ?? ""
    #expect(status.contains("EXITED 0") || status.contains("EXITED 1"), "no crash: \(status)")
    #expect(lines.joined(separator: " ").contains(" icanon"))
  }
}
