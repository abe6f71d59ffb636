import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct ProductDetailInteractorTests {
  private func run(_ id: String, repository: FakeProductRepository = FakeProductRepository()) async
    -> ProductDetailOutputSpy
  {
    let output = ProductDetailOutputSpy()
    let interactor = ProductDetailInteractor(repository: repository)
    interactor.output = output
    await interactor.loadProduct(ProductDetailRequest(productID: id))
    return output
  }

  @Test func loadsTheProduct() async {
    #expect(await run("3").products == [Seeds.phoneCase])
  }

  @Test func requestsBuiltFromAnIDCarryIt() {
    #expect(ProductDetailRequest(productID: ProductID(12)).productID == "12")
  }

  @Test func anUnknownIDIsNotFound() async {
    #expect(await run("999").failures == [.productNotFound(ProductID(999), source: "fake")])
  }

  @Test func aMalformedIDIsAnInvalidRequest() async {
    let output = await run("abc")
    #expect(output.invalidRequests.map(\.field) == [.productID])
    #expect(output.products.isEmpty)
  }
}
