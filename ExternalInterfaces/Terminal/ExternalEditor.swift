import Foundation

/// The person's editor (`$VISUAL`, else `$EDITOR`, else `vi`), run on a file with the terminal,
/// through the shell as git runs it, so `EDITOR="code --wait"` works.
struct ExternalEditor {
  let command: String
  /// The editor's environment: this process's, without the catalog server's token.
  private let environment: [String: String]

  init(environment: [String: String]) {
    command =
      [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.isEmpty } ?? "vi"
    self.environment = TokenSource.withoutToken(
      environment.isEmpty ? ProcessInfo.processInfo.environment : environment)
  }

  /// Runs the editor on `path` and waits; its exit status (127 when it cannot be started).
  func edit(_ path: String) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command + " \"$1\"", "sh", path]
    process.environment = environment
    do {
      try process.run()
    } catch {
      return 127
    }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
