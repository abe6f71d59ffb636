import ApplicationLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks the operating system about the process's terminal: the one place that does (the
/// architecture suite's [layout] rule keeps it so).
enum SystemTerminal {
  static func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
  }

  /// The window size the terminal on `descriptor` reports, if it reports one.
  static func size(of descriptor: Int32) -> ScreenSize? {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return ScreenSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
