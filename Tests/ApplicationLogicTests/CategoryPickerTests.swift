import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The categories scene over the browser: keys in, outcome and frame out, no terminal.
@MainActor
@Suite struct CategoryPickerTests {
  static let size = ScreenSize(columns: 60, rows: 8)

  /// The presenter's table for `count` categories, fitted to the screen.
  static func table(_ count: Int) -> TableViewModel {
    let categories = (1...count).map { Category(slug: CategorySlug("cat-\($0)"), name: "Cat \($0)", productCount: $0) }
    let presenter = ListCategoriesPresenter(sizing: .fitted(width: 58), vocabulary: StubVocabulary())
    let display = ListCategoriesDisplayLogicSpy()
    presenter.display = display
    presenter.presentCategories(ListCategories.Fetch.Response(categories: categories))
    return display.viewModels[0].table
  }

  @Test func movesWithTheScrollKeysAndChoosesTheSelectedRow() {
    var picker = CategoryPicker()
    picker.show(Self.table(20))
    #expect(picker.handle(.character("j"), size: Self.size) == .screen(.stay))
    #expect(picker.handle(.down, size: Self.size) == .screen(.stay))
    #expect(picker.selected == 2)
    #expect(picker.handle(.enter, size: Self.size) == .choose(2))
    _ = picker.handle(.character("G"), size: Self.size)
    #expect(picker.selected == 19)
    _ = picker.handle(.pageUp, size: Self.size)
    #expect(picker.selected == 13)
    #expect(picker.handle(.escape, size: Self.size) == .screen(.close))
    #expect(picker.handle(.character("q"), size: Self.size) == .screen(.quit))
  }

  @Test func theFrameShowsTheSelectionWithinTheScreen() {
    var picker = CategoryPicker()
    picker.show(Self.table(20))
    for _ in 0..<9 { _ = picker.handle(.down, size: Self.size) }
    let lines = picker.screen(size: Self.size).plainLines
    #expect(lines.count == Self.size.rows)
    #expect(lines[0].contains("SLUG") && lines[0].contains("PRODUCTS"))
    #expect(lines.contains { $0.hasPrefix("› cat-10") })
    #expect(lines.last?.hasPrefix(" categories · 10/20") == true)
    #expect(lines.allSatisfy { DisplayWidth.of($0) == Self.size.columns })
  }

  @Test func nothingIsChosenBeforeTheCategoriesArrive() {
    var picker = CategoryPicker()
    #expect(picker.handle(.enter, size: Self.size) == .screen(.stay))
    #expect(picker.screen(size: Self.size).plainLines[0].contains("loading…"))
  }

  @Test func aFailureIsShownWithItsHintInsteadOfTheTable() {
    var picker = CategoryPicker()
    picker.show(Self.table(3))
    picker.show(ErrorViewModel(message: "cannot read x: gone", remedy: "try again", kind: .failure))
    let frame = picker.screen(size: Self.size)
    #expect(frame.lines[0].contains(StyledText("error: cannot read x: gone", style: .negative)))
    #expect(frame.lines[1].contains(StyledText("hint: try again", style: .secondary)))
    #expect(!frame.plainLines.contains { $0.contains("cat-1") })
  }
}
