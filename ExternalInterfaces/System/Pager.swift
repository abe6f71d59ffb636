import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Long output on a terminal goes through the person's pager, as git and gh send it:
/// `CATALOG_PAGER`, else `PAGER`, else `less -FRX` when it is installed (`-F` quits at once when
/// the output fits the screen, `-R` shows colours, `-X` leaves the output on the screen). An
/// empty `CATALOG_PAGER` or `PAGER`, or `--no-pager`, means none.
///
/// The pager is started before the first byte is written: standard output itself is pointed at
/// its pipe, so everything that writes there is paged unchanged. A pager that quits before the
/// output ends (`q` in less) is not an error: what was left is dropped, and the command ends as
/// it would have.
@MainActor
final class Pager {
  private let output: FileDescriptorSink
  private var pid: pid_t?

  init(output: FileDescriptorSink) {
    self.output = output
  }

  /// The pager command the environment names, run through the shell; nil for none. `less`
  /// is the default when it is an executable in one of `PATH`'s folders.
  static func command(environment: [String: String]) -> String? {
    if let chosen = environment["CATALOG_PAGER"] ?? environment["PAGER"] {
      let trimmed = chosen.trimmingWhitespace()
      return trimmed.isEmpty ? nil : trimmed
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.contains { access(String($0) + "/less", X_OK) == 0 } ? "less -FRX" : nil
  }

  /// Starts `command` with standard output going to it from now on; when it cannot be
  /// started, output stays on the terminal.
  func start(_ command: String, environment: [String: String]) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { return }
    let (readEnd, writeEnd) = (ends[0], ends[1])
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var pagerEnvironment = ChildEnvironment.withoutToken(environment)
    // As git does: less and lv keep colours and quit on short output unless told otherwise.
    if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
    if pagerEnvironment["LV"] == nil { pagerEnvironment["LV"] = "-c" }
    let pid = ChildProcess.spawn(
      "/bin/sh", arguments: ["-c", command], environment: pagerEnvironment, streams: [.duplicate(readEnd, as: 0)])
    close(readEnd)
    guard let pid else {
      close(writeEnd)
      return
    }
    // The pager reads the terminal's keys: ctrl-c is for it. A write after it quit must fail
    // with EPIPE (handled by the sink), not kill this process.
    signal(SIGPIPE, SIG_IGN)
    signal(SIGINT, SIG_IGN)
    signal(SIGQUIT, SIG_IGN)
    output.flush()
    _ = dup2(writeEnd, STDOUT_FILENO)
    close(writeEnd)
    output.readerMayLeave = true
    self.pid = pid
  }

  /// Ends the output (the pager sees its end) and waits for the person to leave the pager.
  func finish() {
    guard let pid else { return }
    output.flush()
    let nothing = open("/dev/null", O_WRONLY)
    if nothing >= 0 {
      _ = dup2(nothing, STDOUT_FILENO)
      close(nothing)
    } else {
      close(STDOUT_FILENO)
    }
    _ = ChildProcess.wait(pid)
    self.pid = nil
  }
}
