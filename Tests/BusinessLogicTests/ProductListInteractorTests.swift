import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ProductListInteractorTests {
  /// The use case between a fake repository and an output spy.
  static func scene(products: [Product] = Seeds.all, failure: CatalogSourceError? = nil)
    -> (FakeProductRepository, ProductListInteractor, ProductListOutputSpy)
  {
    let repository = FakeProductRepository(products: products, failure: failure)
    let interactor = ProductListInteractor(repository: repository)
    let output = ProductListOutputSpy()
    interactor.output = output
    return (repository, interactor, output)
  }

  @Test func sendsTheWholeQueryToTheRepositoryAndPresentsThePage() async {
    let (repository, interactor, output) = Self.scene()

    await interactor.loadProducts(ProductListRequest(searchText: "phone", sortField: "price", limit: "2"))

    let expected = CatalogQuery(searchText: "phone", sort: ProductSort(field: .price), limit: 2)
    #expect(await repository.queries == [expected])
    #expect(output.responses.map(\.page.products) == [[Seeds.phoneCase, Seeds.iPhone]])
    #expect(output.responses.first?.query == expected)
    #expect(output.responses.first?.knownCategoriesWhenUnknown == nil)
  }

  @Test func invalidRequestsNeverReachTheRepository() async {
    let (repository, interactor, output) = Self.scene()

    await interactor.loadProducts(ProductListRequest(limit: "many"))

    #expect(await repository.queries.isEmpty)
    #expect(output.invalidRequests.map(\.field) == [.limit])
    #expect(output.responses.isEmpty)
  }

  @Test func anUnknownCategoryComesBackWithTheKnownOnes() async {
    let (_, interactor, output) = Self.scene()

    await interactor.loadProducts(ProductListRequest(category: "phones"))

    #expect(output.responses.first?.page.products == [])
    #expect(output.responses.first?.knownCategoriesWhenUnknown?.map(\.slug.rawValue).contains("smartphones") == true)
  }

  @Test func aKnownCategoryWithNothingOnThisPageDoesNotAskForCategories() async {
    let (repository, interactor, output) = Self.scene()

    await interactor.loadProducts(ProductListRequest(category: "beauty", skip: "5"))

    #expect(output.responses.first?.knownCategoriesWhenUnknown == nil)
    #expect(await repository.categoryRequests == 0)
  }

  @Test func sourceFailuresArePassedOn() async {
    let failure = CatalogSourceError.unavailable(source: "x", .missing)
    let (_, interactor, output) = Self.scene(failure: failure)

    await interactor.loadProducts(ProductListRequest())

    #expect(output.failures == [failure])
  }

  @Test func aLongListIsAskedForAndReportedInBatches() async {
    let products = (1...7).map { id in
      Product(id: ProductID(id), title: "P\(id)", category: CategorySlug("c"), price: Money(Double(10 - id)))
    }
    let (repository, interactor, output) = Self.scene(products: products)

    let shown: ProductFieldSet = [.title, .price]
    await interactor.loadProducts(
      ProductListRequest(sortField: "price", limit: "0", skip: "1", fields: shown), inBatchesOf: 3)

    #expect(await repository.queries.map(\.skip) == [1, 4])
    #expect(await repository.queries.map(\.fields) == [shown, shown])
    #expect(await repository.queries.map(\.limit) == [3, 3])
    #expect(output.responses.flatMap(\.page.products).map(\.id.rawValue) == [6, 5, 4, 3, 2, 1])
  }

  @Test func aBatchedListStopsAtItsLimitAndValidatesOnce() async {
    let (repository, interactor, output) = Self.scene()

    await interactor.loadProducts(ProductListRequest(limit: "4"), inBatchesOf: 3)
    #expect(await repository.queries.map(\.limit) == [3, 1])

    await interactor.loadProducts(ProductListRequest(limit: "-1"), inBatchesOf: 3)
    #expect(output.invalidRequests.count == 1)
    #expect(await repository.queries.count == 2)
  }

  @Test func aShortListIsOneRequest() async {
    let repository = FakeProductRepository()
    let interactor = ProductListInteractor(repository: repository)
    await interactor.loadProducts(ProductListRequest(limit: "2"), inBatchesOf: 3)
    #expect(await repository.queries == [CatalogQuery(limit: 2)])
  }

  @Test func holdsItsOutputWeakly() async {
    let interactor = ProductListInteractor(repository: FakeProductRepository())
    weak var weakOutput: ProductListOutputSpy?
    do {
      let output = ProductListOutputSpy()
      weakOutput = output
      interactor.output = output
    }
    #expect(weakOutput == nil)
    #expect(interactor.output == nil)
  }
}
