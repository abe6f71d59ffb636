#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's line discipline switched to raw input (no echo, no line editing, keys such as
/// ctrl-c delivered as bytes) and back. The original settings are kept so that `restore` puts
/// back exactly what the user had.
@MainActor
final class RawTerminalMode {
  private let descriptor: Int32
  private var original: termios?

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// False when the descriptor is not a terminal whose settings can be changed.
  func enter() -> Bool {
    guard original == nil else { return true }
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return false }
    original = settings
    settings.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    settings.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    // TCSADRAIN, not TCSAFLUSH: keys typed while the catalog loads are kept.
    return tcsetattr(descriptor, TCSADRAIN, &settings) == 0
  }

  func restore() {
    guard var original else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, &original)
    self.original = nil
  }
}
