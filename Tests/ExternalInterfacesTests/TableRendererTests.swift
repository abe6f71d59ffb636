import ApplicationLogic
import Testing

@testable import ExternalInterfaces

@Suite struct TableRendererTests {
  private let table = TableViewModel(
    columns: [
      .init(key: "id", title: "ID", alignment: .trailing, width: 3),
      .init(key: "name", title: "NAME", alignment: .leading, width: 6),
    ],
    rows: [[StyledText("7"), StyledText("a, \"b\"", style: .emphasis)]])

  @Test func padsAndAlignsWithoutTrailingSpaces() {
    let lines = TableRenderer(mode: .table, styler: ANSIStyler(enabled: false)).lines(table)
    #expect(lines == [" ID  NAME", "  7  a, \"b\""])
  }

  @Test func stylesOnlyWhenColourIsOn() {
    let lines = TableRenderer(mode: .table, styler: ANSIStyler(enabled: true)).lines(table)
    #expect(lines.last == "  7  \u{1B}[1ma, \"b\"\u{1B}[0m")
  }

  @Test func tsvHasNoHeader() {
    #expect(TableRenderer(mode: .tsv, styler: ANSIStyler(enabled: true)).lines(table) == ["7\ta, \"b\""])
  }

  /// A line is its cells' bytes copied into one string: every cell whole, empty ones kept in
  /// place, text of several bytes a character (and longer than a small string holds) intact.
  @Test func aLineKeepsEveryCellWholeAndInPlace() {
    let cells = ["", "東京 ★ Sautéing", "", String(repeating: "Phone 15 Pro ", count: 5), ""]
    let wide = TableViewModel(
      columns: cells.indices.map { .init(key: "c\($0)", title: "C", alignment: .leading, width: 1) },
      rows: [cells.map { StyledText($0) }])
    #expect(
      TableRenderer(mode: .tsv, styler: ANSIStyler(enabled: false)).lines(wide) == [cells.joined(separator: "\t")])
    #expect(
      TableRenderer(mode: .csv, styler: ANSIStyler(enabled: false)).lines(wide).last
        == cells.map(CSVField.quote).joined(separator: ","))
  }

  @Test func csvQuotesPerRFC4180() {
    #expect(
      TableRenderer(mode: .csv, styler: ANSIStyler(enabled: false)).lines(table) == ["id,name", "7,\"a, \"\"b\"\"\""])
    #expect(CSVField.quote("line\nbreak") == "\"line\nbreak\"")
    #expect(CSVField.quote("plain") == "plain")
  }
}
