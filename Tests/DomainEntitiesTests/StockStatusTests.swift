import DomainEntities
import Testing

@Suite struct StockStatusTests {
  @Test(arguments: [(0, StockStatus.outOfStock), (-2, .outOfStock), (1, .lowStock), (9, .lowStock), (10, .inStock)])
  func statusFollowsStockCount(stock: Int, status: StockStatus) {
    #expect(StockStatus(stock: stock) == status)
  }

  @Test func statedAvailabilityWinsOverTheCount() {
    var product = Seeds.apple
    product.availability = .lowStock
    #expect(product.effectiveAvailability == .lowStock)
  }

  @Test func derivedFromStockWhenNotStated() {
    #expect(Seeds.apple.effectiveAvailability == .outOfStock)
  }

  @Test func unknownWhenTheSourceSaysNothing() {
    let product = Product(id: ProductID(9), title: "Bare", price: Money(1))
    #expect(product.effectiveAvailability == nil)
  }
}
