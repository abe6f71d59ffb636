/// A key press as the browser understands it. ExternalInterfaces decodes the terminal's bytes
/// into these, so every key binding is decided and tested here, without a terminal.
public enum BrowseKey: Hashable, Sendable {
  case character(Character)
  /// Ctrl with a letter, named by the lower-case letter (`.control("d")` is ctrl-d).
  case control(Character)
  case up, down, pageUp, pageDown, home, end
  case enter, escape, tab, backspace
  /// Text the terminal marked as pasted (bracketed paste): text, never commands or an answer.
  case pasted(String)
}
