/// The categories scene on a full screen, as a value: the table the presenter prepared, which
/// row is chosen, and the keys that move, choose and go back. Nothing in it waits or draws.
public struct CategoryPicker: Sendable {
  public enum Outcome: Hashable, Sendable {
    /// Enter on this row of the table.
    case choose(Int)
    /// Stay, close (Esc: back to where the scene was opened) or quit.
    case screen(ScreenKeyOutcome)
  }

  private var table: TableViewModel?
  private var error: ErrorViewModel?
  public private(set) var selected = 0
  private var top = 0

  public init() {}

  public mutating func show(_ table: TableViewModel) {
    self.table = table
    selected = min(selected, max(0, table.rows.count - 1))
  }

  public mutating func show(_ error: ErrorViewModel) {
    self.error = error
  }

  public mutating func handle(_ key: BrowseKey, size: ScreenSize) -> Outcome {
    let rows = Self.listRows(size)
    switch key {
    case .escape, .backspace, .character("h"): return .screen(.close)
    case .character("q"): return .screen(.quit)
    case .enter:
      guard let table, table.rows.indices.contains(selected) else { return .screen(.stay) }
      return .choose(selected)
    default:
      guard let move = ScrollKeys.move(for: key, page: rows) else { return .screen(.stay) }
      selected = ScrollKeys.apply(move, to: selected, last: (table?.rows.count ?? 1) - 1)
    }
    if selected < top { top = selected }
    if selected >= top + rows { top = selected - rows + 1 }
    return .screen(.stay)
  }

  /// A heading, the rows with the chosen one marked, and a status line.
  public func screen(size: ScreenSize) -> ScreenViewModel {
    let rows = Self.listRows(size)
    var lines: [[StyledText]] = []
    if let error {
      lines = error.styledLines.map { [StyledText(" ")] + $0 }
    } else if let table {
      lines.append([StyledText("  ")] + table.placedHeading)
      let first = min(top, max(0, table.rows.count - rows))
      for index in table.rows.indices.dropFirst(first).prefix(rows) {
        let isSelected = index == selected
        let marker = StyledText(isSelected ? "› " : "  ", style: isSelected ? .selected : .plain)
        let row = table.place(table.rows[index])
        lines.append([marker] + (isSelected ? row.map { StyledText($0.text, style: .selected) } : row))
      }
    } else {
      lines = [[StyledText(" loading…", style: .secondary)]]
    }
    while lines.count < size.rows - 1 { lines.append([]) }
    let position = table.map { $0.rows.isEmpty ? "no categories" : "\(selected + 1)/\($0.rows.count)" } ?? ""
    let status = StyledLine.spread(
      [StyledText(" categories · " + position, style: .secondary)],
      [StyledText("  Enter show · Esc back · q quit ", style: .secondary)], width: size.columns)
    return ScreenViewModel(
      size: size, lines: lines.prefix(size.rows - 1).map { StyledLine.fitted($0, width: size.columns) } + [status])
  }

  /// Rows for categories: the screen less the heading and the status line.
  private static func listRows(_ size: ScreenSize) -> Int {
    max(1, size.rows - 2)
  }
}
