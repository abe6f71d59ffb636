import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ProductBrowserInteractorTests {
  let repository = FakeProductRepository()
  let output = ProductBrowserOutputSpy()

  private func makeInteractor(_ repository: FakeProductRepository? = nil) -> ProductBrowserInteractor {
    let interactor = ProductBrowserInteractor(repository: repository ?? self.repository)
    interactor.output = output
    return interactor
  }

  @Test func startsWithTheValidatedQueryAndAsksTheRepositoryNothing() async {
    makeInteractor().begin(with: ProductListRequest(searchText: " Phone ", sortField: "Price", limit: "100", skip: "3"))
    #expect(output.starts == [CatalogQuery(searchText: "phone", sort: ProductSort(field: .price), limit: 100, skip: 3)])
    #expect(await repository.queries.isEmpty)
  }

  @Test func aMistakeInTheFlagsIsReportedInsteadOfAStart() {
    makeInteractor().begin(with: ProductListRequest(sortField: "prize"))
    #expect(output.starts.isEmpty)
    #expect(output.invalidRequests.map(\.field) == [.sortField])
  }

  @Test func eachPageNamesTheQueryItAnswers() async {
    let interactor = makeInteractor()
    let second = CatalogQuery(limit: 2, skip: 2)
    await interactor.loadPage(second)
    #expect(await repository.queries == [second])
    #expect(output.pages.map(\.query) == [second])
    #expect(output.pages.first?.page.products == [Seeds.phoneCase, Seeds.apple])
    #expect(output.pages.first?.page.total == 5)
  }

  @Test func aFailedPageNamesTheQueryItWasFor() async {
    let failure = CatalogSourceError.unavailable(source: "fake", .connectionRefused)
    let interactor = makeInteractor(FakeProductRepository(failure: failure))
    let query = CatalogQuery(searchText: "phone", limit: 10)
    await interactor.loadPage(query)
    #expect(output.pages.isEmpty)
    #expect(output.failures.map(\.error) == [failure])
    #expect(output.failures.map(\.query) == [query])
  }
}
