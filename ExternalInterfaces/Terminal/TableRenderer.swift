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
      return ([table.placedHeading] + table.rows.map(table.place)).map { runs in
        runs.map { styler.apply($0.style, to: $0.text) }.joined()
      }
    case .tsv, .keyValue, .json, .jsonLines:
      return table.rows.map { row in row.map(\.text).joined(separator: "\t") }
    }
  }
}
