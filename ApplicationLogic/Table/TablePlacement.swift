/// How a table's rows are placed: cells padded to their column's width and aligned, two spaces
/// between columns, no trailing blanks. The terminal's table and the full-screen lists share it.
extension TableViewModel {
  /// The heading row, styled as headings.
  public var placedHeading: [StyledText] {
    place(columns.map { StyledText($0.title, style: .heading) })
  }

  /// One row as runs of styled text, padding included.
  public func place(_ cells: [StyledText]) -> [StyledText] {
    var runs: [StyledText] = []
    for (offset, (column, cell)) in zip(columns, cells).enumerated() {
      let padding = String(repeating: " ", count: max(0, column.width - DisplayWidth.of(cell.text)))
      let isLast = offset == min(columns.count, cells.count) - 1
      switch column.alignment {
      case .leading:
        runs.append(cell)
        if !isLast, !padding.isEmpty { runs.append(StyledText(padding)) }
      case .trailing:
        if !padding.isEmpty { runs.append(StyledText(padding)) }
        runs.append(cell)
      }
      if !isLast { runs.append(StyledText(String(repeating: " ", count: TableLayout.columnGap))) }
    }
    return runs
  }
}
