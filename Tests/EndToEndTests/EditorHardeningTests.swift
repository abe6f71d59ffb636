import Foundation
import Testing

/// The editor's file is this program's, and the person's text is theirs: a link put in the file's
/// place is never followed, a huge file is not read, a save that fails keeps the text, a signal
/// leaves no temporary behind, and waiting for the editor or the pager costs no CPU.
@Suite(.serialized) struct EditorHardeningTests {
  typealias Scratch = EditorFlowTests.Scratch

  /// The `catalog-edit-*` folders left in the scratch folder (the editor's TMPDIR).
  static func leftovers(_ scratch: Scratch) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scratch.folder.path).filter { $0.hasPrefix("catalog-edit-") }
  }

  @Test func theEditorsFileIsPrivateInAFolderOfItsOwn() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let modes = scratch.folder.appendingPathComponent("modes")
    let editor = try scratch.editor(#"stat -c '%a %U' "$(dirname "$1")" "$1" > "# + modes.path)
    guard let session = try scratch.session(["edit", "7"], editor: editor) else { return }
    try EditorFlowTests.ended(session, status: 0)
    let lines = try String(contentsOf: modes, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("700 ") == true, "the folder: \(lines)")
    #expect(lines.last?.hasPrefix("600 ") == true, "the file: \(lines)")
    #expect(try Self.leftovers(scratch).isEmpty)
  }

  /// The editor (or anyone) replaces the file with a link to another file holding a text with
  /// problems: it is not read through the link, and the problems are never written into the
  /// link's target.
  @Test func aLinkInTheFilesPlaceIsNeitherReadNorWritten() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let victim = scratch.folder.appendingPathComponent("victim.json")
    let problem = #"s/"price": 24.9,/"price": -3,/"#
    let editor = try scratch.editor(
      "if [ ! -e '\(victim.path)' ]; then sed '\(problem)' \"$1\" > '\(victim.path)'; fi; "
        + "rm -f \"$1\"; ln -s '\(victim.path)' \"$1\"")
    guard let session = try scratch.session(["edit", "1"], editor: editor) else { return }
    let lines = try EditorFlowTests.ended(session, status: 1)
    #expect(lines.contains { $0.contains("error: the editor's file was replaced by a link") })
    let victimText = try String(contentsOf: victim, encoding: .utf8)
    #expect(victimText.contains("\"price\": -3,"))
    #expect(!victimText.contains("Correct the text below"), "no problem notes were written through the link")
    #expect(scratch.runs == 1)
    #expect(try scratch.catalogText() == scratch.fixtureText())
    #expect(try Self.leftovers(scratch).isEmpty)
  }

  /// A product's text is a few KB: a sparse 2 MiB file (or 3 GB) is refused from its size, not
  /// read into memory (issue 37: 400 MB was read whole before it was refused).
  @Test(arguments: ["2M", "3G"]) func aTextLargerThanTheCapIsRefusedUnread(size: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editor = try scratch.editor("truncate -s \(size) \"$1\"")
    guard let session = try scratch.session(["edit", "1"], editor: editor) else { return }
    let lines = try EditorFlowTests.ended(session, status: 2)
    #expect(lines.contains { $0.contains("error: the edited text is larger than 1 MiB; nothing was saved") })
    #expect(try scratch.catalogText() == scratch.fixtureText())
    #expect(try Self.leftovers(scratch).isEmpty)
  }

  /// The product changes while the editor is open: the save fails, and the person's text is
  /// kept in a private file whose path is said.
  @Test func aSaveThatFailsKeepsThePersonsText() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let editor = try scratch.editor(
      "\(CatalogProcess.binary.path) edit 1 --stock 99 --source \(scratch.catalog.path) >/dev/null; "
        + #"sed -i 's/"price": 24.9,/"price": 19.5,/' "$1""#)
    guard let session = try scratch.session(["edit", "1"], editor: editor) else { return }
    let lines = try EditorFlowTests.ended(session, status: 1)
    #expect(lines.contains { $0.contains("changed since it was read; nothing was written") })
    let note = try #require(lines.first { $0.hasPrefix("your text is kept in ") })
    let kept = String(note.dropFirst("your text is kept in ".count))
    #expect(kept.hasPrefix(scratch.folder.path + "/catalog-edit-"))
    #expect(try String(contentsOfFile: kept, encoding: .utf8).contains("\"price\": 19.5,"))
    #expect(try FileManager.default.attributesOfItem(atPath: kept)[.posixPermissions] as? Int == 0o600)
    #expect(try scratch.catalogText().contains("\"stock\": 99"), "the other writer's change stands")
  }

  /// SIGTERM or SIGHUP sent to `catalog`, or ctrl-c in the terminal, while the editor runs: the
  /// editor is ended too, the temporary folder removed, and the program dies of the signal.
  @Test(arguments: ["TERM", "HUP", "ctrl-c"])
  func aSignalWhileTheEditorRunsLeavesNoTemporary(signal: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let started = scratch.folder.appendingPathComponent("started")
    guard
      let session = try scratch.session(
        ["edit", "1"], editor: try scratch.editor("touch \(started.path); sleep 60"))
    else { return }
    let deadline = Date().addingTimeInterval(15)
    while !FileManager.default.fileExists(atPath: started.path), Date() < deadline { usleep(20_000) }
    #expect(try Self.leftovers(scratch).count == 1, "the editor has its folder")
    let pid = try #require(try session.programID())
    if signal == "ctrl-c" {
      try session.press("C-c")
    } else {
      kill(pid, signal == "TERM" ? SIGTERM : SIGHUP)
    }
    if signal == "ctrl-c" {
      // The terminal's shell dies of the ctrl-c too, so no status is printed: the program
      // must be gone, with its folder.
      let deadline = Date().addingTimeInterval(15)
      while kill(pid, 0) == 0, Date() < deadline { usleep(20_000) }
      #expect(kill(pid, 0) != 0, "catalog ended")
    } else {
      try EditorFlowTests.ended(session, status: 128 + Int(signal == "TERM" ? SIGTERM : SIGHUP))
    }
    #expect(try Self.leftovers(scratch).isEmpty)
    #expect(try scratch.catalogText() == scratch.fixtureText())
  }

  /// The CPU time `pid` has used, in seconds (utime + stime from /proc).
  static func cpuSeconds(_ pid: Int32) throws -> Double {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    let fields = stat[stat.index(after: try #require(stat.lastIndex(of: ")")))...].split(separator: " ")
    let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
    return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// While the editor or the pager runs for two seconds, `catalog` waits blocked: it uses a
  /// small fraction of a core (polling used 50–100 %).
  @Test(arguments: ["editor", "pager"])
  func waitingForAChildUsesNoCPU(child: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let started = scratch.folder.appendingPathComponent("started")
    let session: TmuxSession?
    if child == "editor" {
      session = try scratch.session(["edit", "1"], editor: try scratch.editor("touch \(started.path); sleep 3"))
    } else {
      session = try TmuxSession(
        columns: 120, rows: 30, arguments: ["list"],
        environment: ["CATALOG_PAGER": "touch \(started.path); sleep 3; cat >/dev/null"])
    }
    guard let session else { return }
    let deadline = Date().addingTimeInterval(15)
    while !FileManager.default.fileExists(atPath: started.path), Date() < deadline { usleep(20_000) }
    let pid = try #require(try session.programID())
    let before = try Self.cpuSeconds(pid)
    sleep(2)
    let used = try Self.cpuSeconds(pid) - before
    #expect(used < 0.2, "catalog used \(used) s of CPU in 2 s of waiting for the \(child)")
    try EditorFlowTests.ended(session, status: 0)
  }
}
