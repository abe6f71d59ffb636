import BusinessLogic
import Dispatch

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

/// Opens a link the way the desktop does, as `gh browse` finds it: `$BROWSER` when set (a
/// command, given the link as its argument), else `xdg-open` when there is a display to open it
/// on; otherwise there is no opener, and the link is printed instead. The opener's environment
/// never holds the catalog's token.
struct DesktopLinkOpener: LinkOpener {
  let environment: [String: String]

  func open(_ link: String) async -> LinkOpening {
    let childEnvironment = ChildEnvironment.withoutToken(environment)
    if let browser = environment["BROWSER"], !browser.trimmingWhitespace().isEmpty {
      // BROWSER as the convention has it: commands separated by ':', each tried until one can be
      // started; `%s` stands for the link (`%%` for a %), else the link comes last. The link is
      // an argument of the shell, never part of its script, so nothing in it is run.
      var last = LinkOpening.noOpener
      for entry in browser.split(separator: ":").map(String.init)
      where !entry.trimmingWhitespace().isEmpty {
        let name = entry.split(separator: " ").first.map(String.init) ?? entry
        let script = Self.script(for: entry)
        last = await Self.run(["/bin/sh", "-c", script, "sh", link], name: name, environment: childEnvironment)
        guard case .failed(_, 127) = last else { return last }
      }
      return last
    }
    guard
      environment["DISPLAY"].map({ !$0.isEmpty }) ?? false
        || environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) ?? false,
      let xdgOpen = Self.find("xdg-open", in: environment["PATH"] ?? "")
    else { return .noOpener }
    return await Self.run([xdgOpen, link], name: "xdg-open", environment: childEnvironment)
  }

  /// The shell script for one BROWSER entry, the link being its first argument.
  static func script(for entry: String) -> String {
    guard entry.contains("%s") else { return entry + " \"$1\"" }
    return entry.replacingLiterally("%%", with: "\u{0}").replacingLiterally("%s", with: "\"$1\"")
      .replacingLiterally("\u{0}", with: "%")
  }

  private static func run(_ command: [String], name: String, environment: [String: String]) async -> LinkOpening {
    let started = ChildProcess.spawn(
      command[0], arguments: Array(command.dropFirst()), environment: environment,
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
