import BusinessLogic
import Foundation

/// Opens a link the way the desktop does, as `gh browse` finds it: `$BROWSER` when set (a
/// command, given the link as its argument), else `xdg-open` when there is a display to open it
/// on; otherwise there is no opener, and the link is printed instead. The opener's environment
/// never holds the catalog's token.
struct DesktopLinkOpener: LinkOpener {
  let environment: [String: String]

  func open(_ link: String) async -> LinkOpening {
    let childEnvironment = TokenSource.withoutToken(environment)
    let command: [String]
    let name: String
    if let browser = environment["BROWSER"], !browser.trimmingCharacters(in: .whitespaces).isEmpty {
      // Through the shell, so `BROWSER="firefox --new-window"` works; the link is an argument of
      // the shell, never part of the script, so nothing in it is run.
      command = ["/bin/sh", "-c", browser + " \"$1\"", "sh", link]
      name = browser.split(separator: " ").first.map(String.init) ?? browser
    } else if environment["DISPLAY"].map({ !$0.isEmpty }) ?? false
      || environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) ?? false,
      let xdgOpen = Self.find("xdg-open", in: environment["PATH"] ?? "")
    {
      command = [xdgOpen, link]
      name = "xdg-open"
    } else {
      return .noOpener
    }
    let started = ChildProcess.spawn(
      command[0], arguments: Array(command.dropFirst()), environment: childEnvironment,
      streams: [.open(0, path: "/dev/null", flags: O_RDONLY), .open(1, path: "/dev/null", flags: O_WRONLY)])
    guard let pid = started else { return .failed(opener: name, status: 127) }
    // Blocked in the kernel on a thread of its own while the screen goes on.
    let ending = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: ChildProcess.wait(pid)) }
    }
    return ending == .exited(0) ? .opened(by: name) : .failed(opener: name, status: ending.status)
  }

  private static func find(_ program: String, in path: String) -> String? {
    path.split(separator: ":").map { $0 + "/" + program }.first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
