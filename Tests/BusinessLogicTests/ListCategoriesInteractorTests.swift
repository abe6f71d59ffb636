import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ListCategoriesInteractorTests {
  @Test func fetchesPresentsAndStoresTheCategories() async {
    let presenter = ListCategoriesPresentationSpy()
    let interactor = ListCategoriesInteractor(repository: FakeProductRepository())
    interactor.presenter = presenter

    await interactor.fetchCategories(ListCategories.Fetch.Request())

    let slugs = ["beauty", "smartphones", "mobile-accessories", "groceries", "furniture"]
    #expect(presenter.responses.first?.categories.map(\.slug.rawValue) == slugs)
    #expect(interactor.categories.map(\.slug.rawValue) == slugs)
  }

  @Test func failuresLeaveTheStoreEmpty() async {
    let failure = CatalogSourceError.malformed(source: "x", origin: .document, path: "[0].id", .shape("bad"))
    let presenter = ListCategoriesPresentationSpy()
    let interactor = ListCategoriesInteractor(repository: FakeProductRepository(failure: failure))
    interactor.presenter = presenter

    await interactor.fetchCategories(ListCategories.Fetch.Request())

    #expect(presenter.failures == [failure])
    #expect(interactor.categories.isEmpty)
  }
}
