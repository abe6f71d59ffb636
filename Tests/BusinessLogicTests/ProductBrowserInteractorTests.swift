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

  /// A source that has its first products sooner than a page (a large file) shows them first,
  /// for the session's first page in the catalog's own order only; the page follows.
  @Test func theFirstPageInCatalogOrderIsShownEarlyWhenTheSourceCan() async {
    let repository = FakeProductRepository(leading: Array(Seeds.all.prefix(3)))
    let interactor = makeInteractor(repository)
    let first = CatalogQuery(limit: 2)
    await interactor.loadPage(first)
    #expect(output.events == ["leading", "page"])
    #expect(output.leadings.first?.products == Array(Seeds.all.prefix(2)), "no more than the page holds")
    #expect(output.leadings.first?.query == first)
    #expect(await repository.leadingRequests == [2])
    // Later pages, and first pages of a filter or an order, wait for the page itself.
    await interactor.loadPage(CatalogQuery(limit: 2, skip: 2))
    await interactor.loadPage(CatalogQuery(limit: 2))
    #expect(await repository.leadingRequests == [2])
    #expect(output.events == ["leading", "page", "page", "page"])
  }

  @Test func aFilteredOrOrderedFirstPageIsNotShownEarly() async {
    for query in [
      CatalogQuery(searchText: "phone", limit: 2), CatalogQuery(category: CategorySlug("laptops"), limit: 2),
      CatalogQuery(sort: ProductSort(field: .price), limit: 2), CatalogQuery(limit: 2, skip: 2),
      CatalogQuery(limit: 0),
    ] {
      let output = ProductBrowserOutputSpy()
      let repository = FakeProductRepository(leading: Seeds.all)
      let interactor = ProductBrowserInteractor(repository: repository)
      interactor.output = output
      await interactor.loadPage(query)
      #expect(output.events == ["page"], "\(query)")
      #expect(await repository.leadingRequests.isEmpty, "\(query)")
    }
  }

  @Test func aSourceWithNothingEarlyOrAFailingPageStillAnswers() async {
    await makeInteractor().loadPage(CatalogQuery(limit: 2))
    #expect(output.events == ["page"])
    let failure = CatalogSourceError.unavailable(source: "fake", .missing)
    let failingOutput = ProductBrowserOutputSpy()
    let failing = ProductBrowserInteractor(
      repository: FakeProductRepository(failure: failure, leading: Array(Seeds.all.prefix(2))))
    failing.output = failingOutput
    await failing.loadPage(CatalogQuery(limit: 2))
    #expect(failingOutput.events == ["leading", "failure"], "the page's failure still ends it")
  }
}
