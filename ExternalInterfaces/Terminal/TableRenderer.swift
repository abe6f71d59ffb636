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

  /// `cells` with `separator` between them, their bytes copied once into a string sized for
  /// them. Not `joined(separator:)`: its first use takes the standard library's unspecialized
  /// path, which scans every protocol conformance in the program (about 30 µs); and not `+=`
  /// cell by cell, about 300 instructions an append, thirteen a row of seven cells (issue 60).
  private static func line(_ cells: [String], separator: String) -> String {
    var separator = separator
    let length = cells.reduce(separator.utf8.count * max(cells.count - 1, 0)) { $0 + $1.utf8.count }
    return separator.withUTF8 { between in
      String(unsafeUninitializedCapacity: length) { line in
        var end = 0
        func place(_ bytes: UnsafeBufferPointer<UInt8>) {
          let count = min(bytes.count, line.count - end)
          _ = UnsafeMutableBufferPointer(rebasing: line[end..<(end + count)]).initialize(
            from: UnsafeBufferPointer(rebasing: bytes[0..<count]))
          end += count
        }
        for (number, cell) in cells.enumerated() {
          if number > 0 { place(between) }
          var cell = cell
          cell.withUTF8(place)
        }
        return end
      }
    }
  }
}
