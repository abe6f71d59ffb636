/// What a piece of text means on screen. Presenters choose the meaning; a view decides how (and
/// whether) to show it: colour on a capable terminal, nothing when colour is off.
public enum TextStyle: Hashable, Sendable {
  case plain
  case heading
  case emphasis
  case secondary
  case positive
  case warning
  case negative
  /// The row the user is on. Presenters also mark it in text (`›`), so it shows without colour.
  case selected
}
