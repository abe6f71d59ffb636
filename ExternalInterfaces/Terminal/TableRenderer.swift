import ApplicationLogic

/// Places a table view model as text: padded columns for people, tab- or comma-separated values
/// for programs. Cells arrive formatted and terminal-safe; this only arranges them.
struct TableRenderer {
  let mode: OutputMode
  let styler: ANSIStyler

  func lines(_ table: TableViewModel) -> [String] {
    switch mode {
    case .csv:
      return [table.columns.map { CSVField.quote($0.key) }.joined(separator: ",")]
        + table.rows.map { row in row.map { CSVField.quote($0.text) }.joined(separator: ",") }
    case .table:
      let header = zip(table.columns, table.columns.map { StyledText($0.title, style: .heading) })
      return [place(Array(header))]
        + table.rows.map { row in place(Array(zip(table.columns, row))) }
    case .tsv, .keyValue, .json:
      return table.rows.map { row in row.map(\.text).joined(separator: "\t") }
    }
  }

  private func place(_ cells: [(TableViewModel.Column, StyledText)]) -> String {
    var line = ""
    for (offset, (column, cell)) in cells.enumerated() {
      let padding = String(repeating: " ", count: max(0, column.width - DisplayWidth.of(cell.text)))
      let styled = styler.apply(cell.style, to: cell.text)
      let isLast = offset == cells.count - 1
      switch column.alignment {
      case .leading: line += styled + (isLast ? "" : padding)
      case .trailing: line += padding + styled
      }
      if !isLast { line += String(repeating: " ", count: TableLayout.columnGap) }
    }
    return line
  }
}
