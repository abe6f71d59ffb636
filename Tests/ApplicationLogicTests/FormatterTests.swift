import ApplicationLogic
import DomainEntities
import Testing

@Suite struct FormatterTests {
  @Test(arguments: [
    (9.99, "$9.99"), (1899.999, "$1,900.00"), (36999.99, "$36,999.99"), (0, "$0.00"), (3, "$3.00"),
    (1234567.5, "$1,234,567.50"), (-2.5, "-$2.50"),
  ])
  func moneyForPeople(amount: Double, text: String) {
    #expect(MoneyFormatter().string(Money(amount)) == text)
  }

  @Test(arguments: [(10.0, "10"), (9.99, "9.99"), (2.56, "2.56"), (-3, "-3"), (1e20, "1e+20"), (0.1, "0.1")])
  func exactNumbersForMachines(value: Double, text: String) {
    #expect(NumberText.exact(value) == text)
  }

  @Test func shortNumbersKeepTwoDecimals() {
    #expect(NumberText.short(4.567) == "4.57")
    #expect(NumberText.short(4.5) == "4.5")
  }

  @Test func ratingsShowStarsAndValue() {
    #expect(RatingFormatter().string(Rating(2.56)) == "★★★☆☆ 2.56")
    #expect(RatingFormatter().stars(9) == "★★★★★")
  }

  @Test func stockWordsAndStyles() {
    let stock = StockFormatter()
    #expect(stock.text(.lowStock) == "Low Stock")
    #expect(stock.style(.outOfStock) == .negative)
    #expect(stock.text(.other("Back\u{1B}order")) == "Back␛order")
  }
}
