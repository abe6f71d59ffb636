import DomainEntities
import Testing

@Suite struct DiscountTests {
  @Test func appliesPercentageAndRoundsToCents() {
    // 9.99 × (1 − 0.1048) = 8.943048 → 8.94
    #expect(Discount(percentage: 10.48).applied(to: Money(9.99)) == Money(8.94))
    #expect(Discount(percentage: 12).applied(to: Money(299.99)) == Money(263.99))
  }

  @Test func roundsHalfCentsAwayFromZero() {
    #expect(Money(0.125).roundedToCents == Money(0.13))
    #expect(Money(2.675).roundedToCents.amount > 2.67)
  }

  @Test func noDiscountKeepsThePrice() {
    #expect(Discount.none.applied(to: Money(19.99)) == Money(19.99))
  }

  @Test(arguments: [(-5.0, 10.0), (150.0, 0.0)])
  func clampsPercentagesOutsideTheScale(percentage: Double, expected: Double) {
    #expect(Discount(percentage: percentage).applied(to: Money(10)) == Money(expected))
  }

  @Test func productDiscountedPriceUsesItsDiscount() {
    #expect(Seeds.mascara.discountedPrice == Money(8.94))
  }
}
