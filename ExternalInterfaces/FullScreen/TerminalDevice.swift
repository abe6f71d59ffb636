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
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return ScreenSize(columns: TerminalTraits.defaultWidth, rows: 24)
    }
    return ScreenSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
