import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ListCategoriesPresenterTests {
  let display = ListCategoriesDisplayLogicSpy()
  let categories = [
    Category(slug: CategorySlug("beauty"), name: "Beauty", productCount: 5),
    Category(slug: CategorySlug("mens-shirts"), name: "Mens Shirts", productCount: 12),
  ]

  @Test func presentsSlugNameAndCount() {
    let presenter = ListCategoriesPresenter(sizing: .exact, vocabulary: StubVocabulary())
    presenter.display = display
    presenter.presentCategories(ListCategories.Fetch.Response(categories: categories))
    #expect(
      display.viewModels.first?.table.texts == [["beauty", "Beauty", "5"], ["mens-shirts", "Mens Shirts", "12"]])
    #expect(display.viewModels.first?.table.columns.map(\.key) == ["slug", "name", "count"])
  }

  @Test func fitsATableToTheWidth() {
    let presenter = ListCategoriesPresenter(sizing: .fitted(width: 80), vocabulary: StubVocabulary())
    presenter.display = display
    presenter.presentCategories(ListCategories.Fetch.Response(categories: categories))
    #expect(display.viewModels.first?.table.columns.map(\.width) == [11, 11, 8])
  }

  @Test func failuresReachTheView() {
    let presenter = ListCategoriesPresenter(sizing: .exact, vocabulary: StubVocabulary())
    presenter.display = display
    presenter.presentSourceFailure(.unavailable(source: "x", .missing))
    #expect(display.errors.first?.message == "cannot read x: no such file or directory")
  }
}
