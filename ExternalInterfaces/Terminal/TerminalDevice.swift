import ApplicationLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal a full-screen session takes over: where keys come from, where frames go, and
/// how big it is now.
struct TerminalDevice: Sendable {
  var input: Int32 = STDIN_FILENO
  var output: Int32 = STDOUT_FILENO

  /// The window size the terminal reports, or 80×24 when it reports none.
  func size() -> ScreenSize {
    guard let size = SystemTerminal.size(of: output), size.rows > 0 else {
      return ScreenSize(columns: TerminalTraits.defaultWidth, rows: 24)
    }
    return size
  }
}
