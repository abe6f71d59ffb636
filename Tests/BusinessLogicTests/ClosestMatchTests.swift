import BusinessLogic
import Testing

@Suite struct ClosestMatchTests {
  @Test(arguments: [("prise", "price"), ("Raiting", "rating"), ("lst", "list"), ("desk", "desc")])
  func suggestsAPlausibleTypo(typed: String, expected: String) {
    #expect(ClosestMatch.suggestion(for: typed, among: ["id", "price", "rating", "list", "asc", "desc"]) == expected)
  }

  @Test func staysQuietWhenNothingIsClose() {
    #expect(ClosestMatch.suggestion(for: "yaml", among: ["table", "tsv", "json", "csv"]) == nil)
  }
}
