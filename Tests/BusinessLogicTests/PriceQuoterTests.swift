import BusinessLogic
import DomainEntities
import Foundation
import Testing

@MainActor
@Suite struct PriceQuoterTests {
  @Test func asksTheServiceOncePerCurrency() async throws {
    let service = StubRatesService()
    let quoter = PriceQuoter(service: service)
    let first = try await quoter.conversion(to: "EUR")
    _ = try await quoter.conversion(to: "EUR")
    #expect(service.asked == 1)
    #expect(first.target == .euro)
    _ = try await quoter.conversion(to: "JPY")
    #expect(service.asked == 2)
  }

  @Test func quotesPriceAndDiscountedPriceEachRoundedOnce() throws {
    let conversion = PriceConversion(target: SeedRates.code("KWD"), answer: SeedRates.answer)
    let product = Product(
      id: ProductID(1), title: "Mascara", price: Money(9.99), discount: Discount(percentage: 10.48))
    let quote = try #require(conversion.quote(product))
    // 9.99 × 0.3205 / 1.0412 = 3.07510…; 9.99 × 0.8952 × 0.3205 / 1.0412 = 2.75283…
    #expect(quote.price.plainText == "3.075")
    #expect(quote.discountedPrice.plainText == "2.753")
    #expect(conversion.rate == (Decimal(string: "0.3205") ?? .nan) / (Decimal(string: "1.0412") ?? .nan))
  }

  @Test func theCatalogsOwnCurrencyChangesNothing() throws {
    let conversion = PriceConversion(target: .catalog, answer: SeedRates.answer)
    for price in [0.01, 9.99, 1899.99, 123_456.78] {
      let product = Product(id: ProductID(1), title: "x", price: Money(price), discount: Discount(percentage: 12.5))
      let quote = try #require(conversion.quote(product))
      #expect(Double(quote.price.plainText) == price)
      // The discounted price is the catalog's discount rule, in the same decimal arithmetic.
      #expect(Double(quote.discountedPrice.plainText) == product.discountedPrice.amount)
    }
  }

  @Test func thePriceAloneIsTheQuotesPrice() {
    let conversion = PriceConversion(target: SeedRates.code("JPY"), answer: SeedRates.answer)
    for (price, discount) in [(9.99, 10.48), (0.29, 50.0), (1899.99, 0.0), (123_456.78, 12.5)] {
      let product = Product(
        id: ProductID(1), title: "x", price: Money(price), discount: Discount(percentage: discount))
      #expect(conversion.price(product) == conversion.quote(product)?.price)
    }
  }

  @Test func aPriceDecimalsCannotHoldHasNoQuote() {
    let conversion = PriceConversion(target: .euro, answer: SeedRates.answer)
    #expect(conversion.quote(Product(id: ProductID(1), title: "x", price: Money(1e300))) == nil)
  }
}
