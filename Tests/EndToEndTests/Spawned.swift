import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A long-lived child (a server) spawned with `posix_spawn` through a shell that closes every
/// descriptor it inherited, and reaped here: Foundation's Process learns of a child's end from a
/// pipe the child holds, so a server that inherited another child's end of it would hide that
/// child's death for as long as the server runs.
final class Spawned {
  let pid: pid_t
  /// Whether `deinit` kills and reaps it (false: someone waited for it already).
  private let reaped: Bool

  struct StartFailure: Error, CustomStringConvertible {
    let description: String
  }

  init(_ arguments: [String], reaped: Bool = true) throws {
    self.reaped = reaped
    let script =
      #"for fd in /proc/$$/fd/*; do fd=${fd##*/}; [ "$fd" -gt 2 ] && eval "exec $fd>&-" 2>/dev/null; done; exec "$@" >/dev/null 2>&1 </dev/null"#
    let argv = ["/bin/bash", "-c", script, "spawned"] + arguments
    var cArguments = argv.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, "/bin/bash", nil, nil, &cArguments, environ)
    guard status == 0 else { throw StartFailure(description: "posix_spawn failed: \(status)") }
    pid = child
  }

  /// Runs `arguments` to its end, its output discarded: the exit status (-1 when it did not
  /// exit). For a child run beside others that `Spawned` started, apart from Foundation too.
  static func run(_ arguments: [String]) -> Int32 {
    guard let spawned = try? Spawned(arguments, reaped: false) else { return -1 }
    var status: Int32 = 0
    guard waitpid(spawned.pid, &status, 0) == spawned.pid, status & 0x7F == 0 else { return -1 }
    return (status >> 8) & 0xFF
  }

  /// Waits until an HTTP GET of /products/1 on `port` is answered 200 (10 s at most).
  func waitForAnswer(port: Int) throws {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
      if (try? SocketClient.exchange(port: port, "GET", "/products/1", seconds: 2))?.status == 200 { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    throw StartFailure(description: "nothing answered on \(port)")
  }

  func kill(_ signal: Int32) {
    _ = Glibc.kill(pid, signal)
  }

  deinit {
    guard reaped else { return }
    // SIGTERM first: a server with children of its own (nginx's workers) ends them on it, where
    // SIGKILL would leave them running. SIGKILL after 3 s: a test never hangs here.
    _ = Glibc.kill(pid, SIGTERM)
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(3)
    while waitpid(pid, &status, WNOHANG) == 0 {
      guard Date() < deadline else {
        _ = Glibc.kill(pid, SIGKILL)
        _ = waitpid(pid, &status, 0)
        return
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }
}
