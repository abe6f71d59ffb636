import BusinessLogic
import DomainEntities
import Testing

/// The list, detail and browser use cases with `--currency`: the rates come first, a failure
/// stops the scene before any product is read, and the conversion travels with the products.
@MainActor
@Suite struct PricedScenesInteractorTests {
  @Test func theListCarriesTheConversionWithItsPage() async throws {
    let output = ProductListOutputSpy()
    let interactor = ProductListInteractor(
      repository: FakeProductRepository(), pricing: PriceQuoter(service: StubRatesService()))
    interactor.output = output
    await interactor.loadProducts(ProductListRequest(limit: "2", currency: "JPY"))
    let response = try #require(output.responses.first)
    #expect(response.conversion?.target == SeedRates.code("JPY"))
    #expect(response.page.products.count == 2)
  }

  @Test func aPricingFailureReadsNoProduct() async {
    let repository = FakeProductRepository()
    let output = ProductListOutputSpy()
    let interactor = ProductListInteractor(repository: repository, pricing: PriceQuoter(service: StubRatesService()))
    interactor.output = output
    await interactor.loadProducts(ProductListRequest(currency: "GBP"), inBatchesOf: 10)
    #expect(output.responses.isEmpty)
    #expect(output.pricingFailures == [.unknownCurrency(SeedRates.code("GBP"), known: SeedRates.rates.currencies)])
    #expect(await repository.queries.isEmpty)
  }

  @Test func aCurrencyWithoutAServiceIsAFailureNotDollars() async {
    let output = ProductListOutputSpy()
    let interactor = ProductListInteractor(repository: FakeProductRepository())
    interactor.output = output
    await interactor.loadProducts(ProductListRequest(currency: "EUR"))
    #expect(output.pricingFailures == [.noRatesService])
    #expect(output.responses.isEmpty)
  }

  @Test func withoutACurrencyNothingIsAsked() async {
    let service = StubRatesService()
    let output = ProductListOutputSpy()
    let interactor = ProductListInteractor(repository: FakeProductRepository(), pricing: PriceQuoter(service: service))
    interactor.output = output
    await interactor.loadProducts(ProductListRequest(limit: "1"))
    #expect(service.asked == 0)
    #expect(output.responses.first?.conversion == nil)
  }

  @Test func theDetailCarriesTheConversion() async {
    let output = ProductDetailOutputSpy()
    let interactor = ProductDetailInteractor(
      repository: FakeProductRepository(), pricing: PriceQuoter(service: StubRatesService()))
    interactor.output = output
    var request = ProductDetailRequest(productID: "1")
    request.currency = "KWD"
    await interactor.loadProduct(request)
    #expect(output.products.map(\.id) == [ProductID(1)])
    #expect(output.conversions.first??.target == SeedRates.code("KWD"))
  }

  @Test func aMalformedIDIsReportedBeforeAnyRatesAreAsked() async {
    let service = StubRatesService()
    let output = ProductDetailOutputSpy()
    let interactor = ProductDetailInteractor(
      repository: FakeProductRepository(), pricing: PriceQuoter(service: service))
    interactor.output = output
    var request = ProductDetailRequest(productID: "abc")
    request.currency = "EUR"
    await interactor.loadProduct(request)
    #expect(output.invalidRequests.count == 1)
    #expect(output.pricingFailures.isEmpty)
    #expect(service.asked == 0)
  }

  @Test func theBrowserIsToldThePricesOnce() async {
    let output = ProductBrowserOutputSpy()
    let service = StubRatesService()
    let interactor = ProductBrowserInteractor(
      repository: FakeProductRepository(), pricing: PriceQuoter(service: service))
    interactor.output = output
    await interactor.loadPrices(in: "EUR")
    await interactor.loadPrices(in: "EUR")
    #expect(output.conversions.map(\.target) == [.euro, .euro])
    #expect(service.asked == 1)
    await interactor.loadPrices(in: "E")
    #expect(output.pricingFailures == [.malformedCurrency("E")])
  }
}
