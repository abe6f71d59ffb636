#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The person's editor: `$VISUAL`, else `$EDITOR`, else `vi`, run through the shell so that
/// `EDITOR="code --wait"` works; the file is the shell's argument, never part of its script.
struct ExternalEditor {
  let command: String
  /// The editor's environment: this process's, without the catalog server's token.
  private let environment: [String: String]

  enum Outcome: Equatable {
    /// The editor's exit status (127 when it cannot be started; 128 + N when killed by N).
    case exited(Int32)
    /// This process was sent the signal while the editor ran (SIGTERM, SIGHUP), or the editor
    /// died of the terminal's ctrl-c or ctrl-\: clean up, then die of it.
    case interrupted(by: Int32)
  }

  init(environment: [String: String]) {
    command =
      [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    self.environment = ChildEnvironment.withoutToken(
      environment.isEmpty ? ProcessInfo.processInfo.environment : environment)
  }

  /// Runs the editor on `path` and waits for it, blocked in the kernel.
  func edit(_ path: String) -> Outcome {
    guard
      let run = ChildProcess.runInForeground(
        "/bin/sh", arguments: ["-c", command + " \"$1\"", "sh", path], environment: environment)
    else { return .exited(127) }
    if let signal = run.interruption { return .interrupted(by: signal) }
    return .exited(run.ending.status)
  }
}
