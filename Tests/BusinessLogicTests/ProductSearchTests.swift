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

  /// Typed composed or decomposed, on text written either way: Unicode calls them the same.
  @Test func composedAndDecomposedTextAreTheSame() {
    let composed = "Cr\u{E8}me Br\u{FB}l\u{E9}e"
    let decomposed = "Cre\u{300}me Bru\u{302}le\u{301}e"
    for (typed, written) in [(composed, decomposed), (decomposed, composed), (decomposed, decomposed)] {
      let product = Product(id: ProductID(9), title: written, description: "", price: Money(1))
      #expect(ProductSearch(typed.lowercased()).matches(product))
      #expect(ProductSearch("cre\u{300}me").matches(text: written))
    }
    #expect(ProductSearch.folded(decomposed) == ProductSearch.folded(composed))
    #expect(ProductSearch.normalise(decomposed) == ProductSearch.normalise(composed))
    // A grave alone is no e.
    #expect(!ProductSearch("creme").matches(text: decomposed))
  }

  @Test func noMatch() {
    #expect(!Seeds.all.contains(where: ProductSearch("zzzz").matches))
  }
}

/// `folded` is how a source keeps text to search many times; it must find what `matches` finds.
@Suite struct ProductSearchFoldedTests {
  static let texts = [
    "iPhone 6", "PHONE-SIZED case", "Great for SAUTÉING.", "İstanbul Çay", "STRASSE und Straße", "ΣΟΦΑ σοφά",
    "emoji 📱 Phone", "", "tab\there", "Cre\u{300}me",
  ]
  static let needles = [
    "phone", "phone sized", "sauté", "i̇stanbul", "straße", "σοφα", "📱 phone", "e", "tab\th", "cr\u{E8}me",
  ]

  @Test(arguments: texts)
  func findsWhatMatchesFinds(text: String) {
    for needleText in Self.needles {
      let search = ProductSearch(needleText)
      let folded = ProductSearch.folded(text)
      let found = search.needle.map { needle in
        folded.count >= needle.count
          && (0...(folded.count - needle.count)).contains { Array(folded[$0..<($0 + needle.count)]) == needle }
      }
      #expect(found == search.matches(text: text), "\(needleText) in \(text)")
    }
  }

  @Test func foldsASCIIByteByByte() {
    #expect(ProductSearch.folded("AbC-1") == Array("abc-1".utf8))
    #expect(ProductSearch.folded("ÉCLAIR") == Array("éclair".utf8))
  }
}
