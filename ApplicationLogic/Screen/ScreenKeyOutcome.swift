/// What a key does to a screen over the browser: nothing beyond a new frame, close the screen,
/// or quit the program.
public enum ScreenKeyOutcome: Hashable, Sendable {
  case stay
  case close
  case quit
}
