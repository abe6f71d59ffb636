import ApplicationLogic
import Testing

@Suite struct TableLayoutTests {
  private let columns = [
    TableColumn(key: "id", title: "ID", alignment: .trailing),
    TableColumn(key: "title", title: "TITLE", shrinkPriority: 1, minimumWidth: 6),
    TableColumn(key: "extra", title: "EXTRA", isOptional: true),
  ]
  private let rows = [[StyledText("1"), StyledText("A rather long title"), StyledText("more")]]

  private func width(of table: TableViewModel) -> Int {
    table.columns.reduce(0) { $0 + $1.width } + TableLayout.columnGap * (table.columns.count - 1)
  }

  @Test func keepsNaturalWidthsWhenTheyFit() {
    let table = TableLayout(sizing: .fitted(width: 80)).layout(columns: columns, rows: rows)
    #expect(table.columns.map(\.width) == [2, 19, 5])
    #expect(table.texts == [["1", "A rather long title", "more"]])
  }

  @Test func shrinksTheFlexibleColumnAndTruncates() {
    let table = TableLayout(sizing: .fitted(width: 20)).layout(columns: columns, rows: rows)
    #expect(width(of: table) == 20)
    #expect(table.texts == [["1", "A rather…", "more"]])
  }

  @Test func dropsOptionalColumnsBeforeGoingBelowMinimums() {
    let table = TableLayout(sizing: .fitted(width: 12)).layout(columns: columns, rows: rows)
    #expect(table.columns.map(\.key) == ["id", "title"])
    #expect(width(of: table) <= 12)
  }

  @Test func exactTablesAreNeitherFittedNorTruncated() {
    let table = TableLayout(sizing: .exact).layout(columns: columns, rows: rows)
    #expect(table.columns.map(\.width) == [0, 0, 0])
    #expect(table.texts == [["1", "A rather long title", "more"]])
  }
}
