import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

/// A large index searches on two cores, each over half of the products; the hits must be the
/// ones one sweep finds and the ones BusinessLogic's filter finds, for fresh and narrowing
/// searches alike.
@Suite struct CatalogIndexSearchTests {
  /// Typed letter by letter, then taken back, then other text: one and two letters, non-ASCII,
  /// composed and decomposed, a needle that matches everything and one that matches nothing.
  static let typed = [
    "p", "ph", "pho", "phon", "phone", "phones", "phone", "e", "é", "e\u{301}", "émincé", " ", "a", "zzzz",
    "zzzzz", "1", "12", "Apple", "apple w",
  ]

  /// With and without the lists of short strings: with them, a longer needle's candidates are
  /// those holding its three-byte strings, checked half by half.
  @Test(arguments: [false, true])
  func searchingOnTwoCoresFindsWhatOneFindsAndWhatTheRuleFinds(withLists: Bool) {
    var index = CatalogIndexOrderTests.index
    if withLists, let grams = index.gramsToMake() { index.adopt(grams) }
    #expect((index.grams != nil) == withLists)
    var split = index
    split.parallelSearchBytes = 0
    var whole = index
    whole.parallelSearchBytes = .max
    let products = CatalogIndexOrderTests.products
    var matchedSome = false
    for text in Self.typed {
      let query = CatalogQuery(searchText: text, limit: 0)
      let expected = ProductQueryEvaluator().evaluate(query, over: products).products.map(\.id.rawValue)
      let splitHits = split.matchingPositions(query)
      #expect(splitHits == whole.matchingPositions(query), "\(text)")
      #expect(splitHits.map { split.ids[$0] } == expected, "\(text)")
      matchedSome = matchedSome || (!expected.isEmpty && expected.count < products.count)
    }
    #expect(matchedSome)
  }
}
