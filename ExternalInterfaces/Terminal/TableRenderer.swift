import ApplicationLogic

/// Places a table view model as text: padded columns for people, tab- or comma-separated values
/// for programs. Cells arrive formatted and terminal-safe; this only arranges them.
struct TableRenderer {
  let mode: OutputMode
  let styler: ANSIStyler

  func lines(_ table: TableViewModel) -> [String] {
    switch mode {
    case .csv:
      return [Self.line(table.columns.map { CSVField.quote($0.key) }, separator: ",")]
        + table.rows.map { row in Self.line(row.map { CSVField.quote($0.text) }, separator: ",") }
    case .table:
      return ([table.placedHeading] + table.rows.map(table.place)).map { runs in
        Self.line(runs.map { styler.apply($0.style, to: $0.text) }, separator: "")
      }
    case .tsv, .keyValue, .json, .jsonLines:
      return table.rows.map { row in Self.line(row.map(\.text), separator: "\t") }
    }
  }

  /// `cells` with `separator` between them. Not `joined(separator:)`: its first use takes the
  /// standard library's unspecialized path, which finds its types at run time by scanning every
  /// protocol conformance in the program (about 30 µs, a tenth of a page's own work; issue 60).
  private static func line(_ cells: [String], separator: String) -> String {
    var line = ""
    for (number, cell) in cells.enumerated() {
      if number > 0 { line += separator }
      line += cell
    }
    return line
  }
}
