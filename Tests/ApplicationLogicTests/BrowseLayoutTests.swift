import ApplicationLogic
import BusinessLogic
import DomainEntities
import Foundation
import Testing

@MainActor
@Suite struct BrowseLayoutTests {
  @Test(arguments: [(120, 40), (100, 30)])
  func fromOneHundredColumnsThePanesSitSideBySide(columns: Int, rows: Int) {
    let layout = BrowseLayout(size: ScreenSize(columns: columns, rows: rows))
    #expect(layout.isSideBySide)
    #expect(layout.listWidth + 1 + layout.detailWidth == columns)
    #expect(layout.listRows == rows - 2)
    #expect(layout.detailRows == rows - 1)
  }

  @Test(arguments: [(99, 30), (80, 24)])
  func narrowerTheDetailGoesUnderTheList(columns: Int, rows: Int) {
    let layout = BrowseLayout(size: ScreenSize(columns: columns, rows: rows))
    #expect(!layout.isSideBySide)
    #expect(layout.listWidth == columns)
    #expect(layout.detailWidth == columns)
    // Header, list rows, divider, detail rows, status line: every row used once.
    #expect(1 + layout.listRows + 1 + layout.detailRows + 1 == rows)
  }

  @Test func aTinyScreenSaysWhatItNeeds() async {
    let browser = BrowserUnderTest(size: ScreenSize(columns: 30, rows: 5))
    let view = browser.view
    await browser.presenter.viewIsReady()
    #expect(view.lines.count == 5)
    #expect(
      view.lines.map { $0.trimmingCharacters(in: .whitespaces) } == [
        "too small: 30×5", "needs 40×8", "q quits", "", "",
      ])
  }

  @Test func theKeyListCoversTheListAndNamesEveryKey() async {
    let browser = BrowserUnderTest(size: ScreenSize(columns: 100, rows: 30))
    let (view, presenter) = (browser.view, browser.presenter)
    await presenter.viewIsReady()
    await presenter.handle([.character("?")])
    let text = view.lines.joined(separator: "\n")
    for keys in ["j k ↓ ↑", "g G", "PgDn PgUp ^d ^u", "/", "n N", "Enter", "Tab", "s S", "r", "q ^c"] {
      #expect(text.contains(" \(keys) "), "\(keys)")
    }
    #expect(view.lines.count == 30)
    await presenter.handle([.character("x")])
    #expect(!view.lines.joined().contains("any key closes"))
  }
}

@Suite struct StyledLineTests {
  @Test func padsAndCutsToTheExactWidth() {
    let runs = [StyledText("ab", style: .emphasis), StyledText("cdef")]
    #expect(StyledLine.fitted(runs, width: 8).map(\.text) == ["ab", "cdef", "  "])
    #expect(StyledLine.fitted(runs, width: 4).map(\.text) == ["ab", "c…"])
    #expect(StyledLine.fitted(runs, width: 0).isEmpty)
  }

  @Test func countsWideCharactersAsTwoColumns() {
    let fitted = StyledLine.fitted([StyledText("日本語テキスト")], width: 7)
    #expect(fitted.map(\.text).joined() == "日本語…")
    #expect(DisplayWidth.of(fitted.map(\.text).joined()) == 7)
  }

  @Test func keepsTheSelectionHighlightAcrossThePadding() {
    let fitted = StyledLine.fitted([StyledText("row", style: .selected)], width: 6)
    #expect(fitted.map(\.style) == [.selected, .selected])
  }

  @Test func spreadsTwoPartsToTheEdges() {
    let line = StyledLine.spread([StyledText("left")], [StyledText("right")], width: 12)
    #expect(line.map(\.text).joined() == "left   right")
  }
}

@MainActor
@Suite struct BrowseStatusLineTests {
  @Test func aLongSourceGivesWayToThePositionFilterAndSort() async {
    let browser = BrowserUnderTest(
      size: ScreenSize(columns: 80, rows: 24), request: ProductListRequest(searchText: "phone", sortField: "price"),
      sourceName: "https://catalog.example.com/a/very/long/path/that/would/not/fit/on/one/line/products")
    let view = browser.view
    await browser.presenter.viewIsReady()
    let status = view.lines[23]
    #expect(status.hasPrefix("https://catalog.example… · 1/3"))
    #expect(DisplayWidth.of(status) == 80)
    #expect(status.contains(" · 1/3 · filter \"phone\" · sort price ↑"))
    #expect(status.hasSuffix("? keys · q quit "))
  }
}
