import Foundation
import Testing

/// A real terminal for end-to-end tests: a tmux server of its own (private socket, no user
/// configuration) running one command in a window of a given size. Tests send keys as a person
/// would and read the screen as a person sees it, with `capture-pane`.
final class TmuxSession {
  private let tmux: String
  private let socket = "catalog-test-\(UUID().uuidString)"
  private static let target = "browse"

  /// Runs `catalog <arguments>` in the window, then reports how it ended and the terminal's
  /// settings (`EXITED <status>` and `stty -a`), so a test can see the terminal was restored.
  /// With `jobControl`, it runs under bash with job control as an interactive shell would, and
  /// a job that stops is reported (`STOPPED <status>`, `stty -a`) and continued with `fg` once
  /// Enter is pressed.
  init?(
    columns: Int, rows: Int, arguments: [String], environment: [String: String] = [:], stdin: String? = nil,
    jobControl: Bool = false
  ) throws {
    guard let tmux = Prerequisite.require("tmux", installHint: "apt-get install tmux") else { return nil }
    self.tmux = tmux
    let exports = (["LANG": "C.UTF-8", "TERM": "xterm-256color"].merging(environment) { $1 })
      .sorted { $0.key < $1.key }.map { "export \($0.key)=\(Self.quote($0.value)); " }.joined()
    let unset = environment["NO_COLOR"] == nil ? "unset NO_COLOR; " : ""
    let program =
      ([CatalogProcess.binary.path] + arguments).map(Self.quote).joined(separator: " ")
      + (stdin.map { " < " + Self.quote($0) } ?? "")
    let body =
      jobControl
      ? "set -m; \(program); status=$?; if [ $status = 148 ]; then echo STOPPED $status; stty -a; read -r _; fg; status=$?; fi; "
        + "echo EXITED $status; stty -a; sleep 600"
      : "\(program); echo EXITED $?; stty -a; sleep 600"
    let command = exports + unset + "cd \(Self.quote(CatalogProcess.packageRoot.path)); " + body
    try run(
      capturing: false,
      [
        "-u", "-f", "/dev/null", "new-session", "-d", "-s", Self.target, "-x", String(columns), "-y", String(rows),
        jobControl ? "/bin/bash" : "/bin/sh", "-c", command,
      ])
  }

  deinit {
    _ = try? run(capturing: false, ["kill-server"])
  }

  /// The screen as text, one string per row, trailing blanks dropped.
  func screen() throws -> [String] {
    try run(["capture-pane", "-p", "-t", Self.target]).components(separatedBy: "\n")
  }

  /// The screen with its styles as escape sequences (`capture-pane -e`).
  func styledScreen() throws -> String {
    try run(["capture-pane", "-p", "-e", "-t", Self.target])
  }

  /// Keys by tmux's names (`Enter`, `Escape`, `Down`, `C-c`) or plain characters.
  func press(_ keys: String...) throws {
    try run(["send-keys", "-t", Self.target] + keys)
  }

  /// Changes the window's size, as a person dragging the terminal's corner would (SIGWINCH).
  func resize(columns: Int, rows: Int) throws {
    try run(["resize-window", "-t", Self.target, "-x", String(columns), "-y", String(rows)])
  }

  /// Text typed literally, one key per character.
  func type(_ text: String) throws {
    for character in text { try run(["send-keys", "-t", Self.target, "-l", String(character)]) }
  }

  /// Pastes `text` as a terminal does: all of it written at once (tmux's paste buffer), marked
  /// as a paste when `bracketed` and the program asked for that (`ESC[?2004h`).
  func paste(_ text: String, bracketed: Bool = false) throws {
    try run(["set-buffer", "--", text])
    try run(["paste-buffer"] + (bracketed ? ["-p"] : []) + ["-t", Self.target])
  }

  /// The process id of the program in the window (the shell's child).
  func programID() throws -> Int32? {
    let shell = try run(["display-message", "-p", "-t", Self.target, "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
    return children.split(separator: " ").first.flatMap { Int32($0) }
  }

  /// Waits until the screen satisfies `condition`; records a failure showing the last screen
  /// when it does not within `timeout`.
  @discardableResult
  func waitFor(
    _ what: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: ([String]) -> Bool
  ) throws -> [String] {
    let deadline = Date().addingTimeInterval(timeout)
    var lines = try screen()
    while !condition(lines) {
      guard Date() < deadline else {
        Issue.record(
          "timed out waiting for \(what); the screen was:\n\(lines.joined(separator: "\n"))",
          sourceLocation: sourceLocation)
        return lines
      }
      usleep(50_000)
      lines = try screen()
    }
    return lines
  }

  /// Waits for some row to contain `text`.
  @discardableResult
  func waitFor(_ text: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String]
  {
    try waitFor("\"\(text)\"", timeout: timeout, sourceLocation: sourceLocation) { lines in
      lines.contains { $0.contains(text) }
    }
  }

  /// Waits for some row to contain `text` on a screen with nothing still loading.
  @discardableResult
  func waitForSettled(
    _ text: String, timeout: TimeInterval = 15, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    try waitFor("\"\(text)\" with nothing loading", timeout: timeout, sourceLocation: sourceLocation) { lines in
      lines.contains { $0.contains(text) } && !lines.contains { $0.contains("loading…") }
    }
  }

  /// Runs tmux. The first command starts the server, a daemon that keeps what it inherits: the
  /// descriptor Foundation's `Process` watches to learn that its child has exited, whatever
  /// standard output it was given, and the signal mask. So it starts through `cleanStart` (in
  /// python3, which the network tests need anyway), with its output discarded.
  @discardableResult
  private func run(capturing: Bool = true, _ arguments: [String]) throws -> String {
    let process = Process()
    if capturing {
      process.executableURL = URL(fileURLWithPath: tmux)
      process.arguments = ["-L", socket] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
      process.arguments =
        ["-c", Self.cleanStart, tmux, "-L", socket]
        + arguments
    }
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color"]
    let output = Pipe()
    process.standardOutput = capturing ? output : FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = capturing ? output.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Starts tmux with no descriptors above 2, no blocked signals (a test runner's children
  /// inherit its mask, and a server that cannot get SIGTERM ignores kill-server) and SIGPIPE back
  /// to its default (python ignores it, and that would be inherited too).
  private static let cleanStart = """
    import os, signal, sys
    os.closerange(3, 65536)
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    os.execv(sys.argv[1], sys.argv[1:])
    """

  private static func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
