/// Fits a table to a width: optional columns are dropped from the right while even their
/// minimum widths cannot fit, then the columns that may shrink give up width in priority order,
/// and cells wider than their column are truncated with `…`.
public struct TableLayout: Sendable {
  public static let columnGap = 2

  public let sizing: TableSizing

  public init(sizing: TableSizing) {
    self.sizing = sizing
  }

  public func layout(columns: [TableColumn], rows: [[StyledText]]) -> TableViewModel {
    guard case .fitted(let width) = sizing else {
      let exactColumns = columns.map {
        TableViewModel.Column(key: $0.key, title: $0.title, alignment: $0.alignment, width: 0)
      }
      return TableViewModel(columns: exactColumns, rows: rows)
    }
    var kept = Array(columns.indices)
    var widths = columns.indices.map { index in
      rows.reduce(DisplayWidth.of(columns[index].title)) { max($0, DisplayWidth.of($1[index].text)) }
    }
    func total() -> Int {
      kept.reduce(0) { $0 + widths[$1] } + TableLayout.columnGap * max(0, kept.count - 1)
    }
    func minimumTotal() -> Int {
      kept.reduce(0) { $0 + min(widths[$1], floor(of: columns[$1])) }
        + TableLayout.columnGap * max(0, kept.count - 1)
    }
    while minimumTotal() > width, let optional = kept.last(where: { columns[$0].isOptional }) {
      kept.removeAll { $0 == optional }
    }
    let shrinkOrder = kept.filter { columns[$0].shrinkPriority > 0 }
      .sorted { columns[$0].shrinkPriority > columns[$1].shrinkPriority }
    for index in shrinkOrder where total() > width {
      let excess = total() - width
      widths[index] = max(floor(of: columns[index]), widths[index] - excess)
    }
    let fittedColumns = kept.map { index in
      TableViewModel.Column(
        key: columns[index].key,
        title: DisplayWidth.truncate(columns[index].title, toWidth: widths[index]),
        alignment: columns[index].alignment,
        width: widths[index]
      )
    }
    let fittedRows = rows.map { row in
      kept.map { index in
        StyledText(DisplayWidth.truncate(row[index].text, toWidth: widths[index]), style: row[index].style)
      }
    }
    return TableViewModel(columns: fittedColumns, rows: fittedRows)
  }

  private func floor(of column: TableColumn) -> Int {
    column.shrinkPriority > 0 ? column.minimumWidth : Int.max / 4
  }
}
