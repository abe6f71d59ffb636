import DomainEntities
import Testing

@Suite struct ReviewTests {
  private func review(date: String) -> Review {
    Review(rating: 4, comment: "", date: date, reviewerName: "", reviewerEmail: "")
  }

  @Test func dayIsTheDatePartOfAnISOTimestamp() {
    #expect(review(date: "2025-04-30T09:41:02.053Z").day == "2025-04-30")
  }

  @Test(arguments: ["yesterday", "2025/04/30", "", "２０２５-04-30"])
  func otherTextIsShownWhole(date: String) {
    #expect(review(date: date).day == date)
  }
}
