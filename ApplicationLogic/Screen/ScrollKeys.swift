/// The keys that move through a list or a page, the same in every scrolling view: j k and the
/// arrows by one, g G Home End to the ends, PgDn PgUp and space by a page, ctrl-d ctrl-u by half.
public enum ScrollKeys {
  public enum Move: Hashable, Sendable {
    case by(Int)
    case toStart
    case toEnd
  }

  /// What `key` does where a page is `page` rows; nil for a key that does not scroll.
  public static func move(for key: BrowseKey, page: Int) -> Move? {
    let page = max(1, page)
    switch key {
    case .character("j"), .down: return .by(1)
    case .character("k"), .up: return .by(-1)
    case .character("g"), .home: return .toStart
    case .character("G"), .end: return .toEnd
    case .pageDown, .character(" "): return .by(page)
    case .pageUp: return .by(-page)
    case .control("d"): return .by(max(1, page / 2))
    case .control("u"): return .by(-max(1, page / 2))
    default: return nil
    }
  }

  /// Where `move` takes `position`, within `0...last`.
  public static func apply(_ move: Move, to position: Int, last: Int) -> Int {
    let target =
      switch move {
      case .by(let step): position + step
      case .toStart: 0
      case .toEnd: last
      }
    return min(max(0, target), max(0, last))
  }
}
