import BusinessLogic
import DomainEntities
import Testing

@Suite struct ProductSearchTests {
  @Test func matchesSubstringsOfTitleOrDescriptionIgnoringCase() {
    let search = ProductSearch("PHONE")
    // "iPhone 6" by title, "Silicone Case" by "phone-sized", the sofa by "smartphone-free".
    #expect(Seeds.all.filter(search.matches).map(\.id.rawValue) == [2, 3, 5])
  }

  @Test func normalisesLikeDummyJSON() {
    #expect(ProductSearch.normalise("  Lash-Princess \n") == "lash princess")
  }

  @Test func hyphenInTheQueryMatchesASpace() {
    #expect(ProductSearch("lash-princess").matches(Seeds.mascara))
    // …but not a hyphen in the text, because only the query is rewritten.
    #expect(!ProductSearch("phone-sized").matches(Seeds.phoneCase))
  }

  @Test(arguments: [nil, "", "   "])
  func emptyTextMatchesEverything(text: String?) {
    let search = ProductSearch(text)
    #expect(search.needle == nil)
    #expect(Seeds.all.allSatisfy(search.matches))
  }

  @Test func matchesNonASCIIText() {
    let wok = Product(id: ProductID(9), title: "Wok", description: "Great for SAUTÉING.", price: Money(1))
    #expect(ProductSearch("sautéing").matches(wok))
  }

  @Test func noMatch() {
    #expect(!Seeds.all.contains(where: ProductSearch("zzzz").matches))
  }
}
