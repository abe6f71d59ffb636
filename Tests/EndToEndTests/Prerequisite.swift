import Foundation
import Testing

/// Tools some end-to-end tests need from the machine. Under `CI=true` a missing one is a
/// failure, never a silent skip; elsewhere the test records why it did not run.
enum Prerequisite {
  static func path(of tool: String) -> String? {
    ["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin"]
      .map { "\($0)/\(tool)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// The tool's path, or nil after recording the problem (as a failure on CI).
  static func require(_ tool: String, installHint: String) -> String? {
    if let path = path(of: tool) { return path }
    missing("\(tool) is not installed (\(installHint)); scripts/test installs it")
    return nil
  }

  /// Records that a test cannot run: a failure on CI, a note elsewhere.
  static func missing(_ message: String) {
    if ProcessInfo.processInfo.environment["CI"] == "true" {
      Issue.record(Comment(rawValue: message))
    } else {
      print("note: skipping a test: \(message)")
    }
  }
}
