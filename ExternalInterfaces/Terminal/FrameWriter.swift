import ApplicationLogic

/// The escape sequences of a full-screen program, in one place.
struct FrameWriter: Sendable {
  let styler: ANSIStyler

  /// Alternate screen on, cursor hidden, no line wrap (a line whose width the terminal counts
  /// differently must not push the screen up), screen cleared.
  /// With bracketed paste on (`?2004h`): a paste arrives marked, so it is read as text, never as
  /// keys (a pasted "d" then "y" must not delete).
  static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
  /// The reverse, with styles reset: what the user had before.
  static let leave = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"

  /// One frame, inside a synchronized update (terminals that know it show the frame whole;
  /// others ignore it), each line placed by absolute position.
  func frame(_ screen: ScreenViewModel) -> String {
    var text = "\u{1B}[?2026h"
    for (row, line) in screen.lines.enumerated() {
      text += "\u{1B}[\(row + 1);1H" + styler.render(line) + "\u{1B}[0m"
    }
    return text + "\u{1B}[?2026l"
  }
}
