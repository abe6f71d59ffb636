/// The full detail of one product on a screen of its own: scrolled with the browser's keys,
/// closed with Esc. Holds the detail presenter's lines and decides which of them show.
public struct DetailPager: Hashable, Sendable {
  public private(set) var lines: [[StyledText]] = []
  public private(set) var top = 0
  private var isLoaded = false

  public init() {}

  public mutating func show(_ lines: [[StyledText]]) {
    self.lines = lines
    isLoaded = true
  }

  public mutating func show(_ error: ErrorViewModel) {
    lines = error.styledLines
    isLoaded = true
  }

  public mutating func handle(_ key: BrowseKey, size: ScreenSize) -> ScreenKeyOutcome {
    let page = max(1, size.rows - 1)
    switch key {
    case .escape, .backspace, .character("h"): return .close
    case .character("q"): return .quit
    // Enter reads on, as in a pager.
    case .enter: top = ScrollKeys.apply(.by(1), to: top, last: lastTop(rows: page))
    default:
      if let move = ScrollKeys.move(for: key, page: page) {
        top = ScrollKeys.apply(move, to: top, last: lastTop(rows: page))
      }
    }
    return .stay
  }

  public func screen(size: ScreenSize) -> ScreenViewModel {
    let rows = max(0, size.rows - 1)
    let first = min(top, lastTop(rows: rows))
    var body: [[StyledText]] =
      isLoaded
      ? lines.dropFirst(first).prefix(rows).map { [StyledText(" ")] + $0 }
      : [[StyledText(" loading…", style: .secondary)]]
    while body.count < rows { body.append([]) }
    let position =
      lines.isEmpty ? "" : "lines \(first + 1)–\(min(lines.count, first + rows)) of \(lines.count) · "
    let status = StyledLine.spread(
      [StyledText(" " + position + "j k scroll · g G ends", style: .secondary)],
      [StyledText("  Esc back · q quit ", style: .secondary)], width: size.columns)
    return ScreenViewModel(size: size, lines: body.map { StyledLine.fitted($0, width: size.columns) } + [status])
  }

  private func lastTop(rows: Int) -> Int {
    max(0, lines.count - rows)
  }
}
