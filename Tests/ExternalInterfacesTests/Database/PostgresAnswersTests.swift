import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

/// Kept answers are of one generation: an answer is given back with the generation it was
/// read at, and keeping any answer of another generation drops every older one. A read under
/// way is there for other askers until it is done.
@Suite struct PostgresAnswersTests {
  private typealias Pages = PostgresAnswers<CatalogQuery, ProductPage>
  private static let phones = CatalogQuery(searchText: "phone")
  private static let page = ProductPage(products: [Seeds.iPhone, Seeds.phoneCase], total: 2, skip: 0)

  @Test func anAnswerIsKeptWithItsGeneration() throws {
    let answers = Pages()
    #expect(answers.kept(Self.phones) == nil)
    answers.keep(Self.page, for: Self.phones, at: "a:1")
    let kept = try #require(answers.kept(Self.phones))
    #expect(kept.generation == "a:1")
    #expect(kept.answer.products.map(\.id) == [Seeds.iPhone.id, Seeds.phoneCase.id] && kept.answer.total == 2)
    #expect(answers.kept(CatalogQuery(searchText: "phone", limit: 5)) == nil, "another question")
  }

  @Test func anAnswerOfANewerGenerationDropsTheOlderOnes() {
    let answers = Pages()
    answers.keep(Self.page, for: Self.phones, at: "a:1")
    answers.keep(Self.page, for: CatalogQuery(), at: "a:2")
    #expect(answers.kept(Self.phones) == nil)
    #expect(answers.kept(CatalogQuery())?.generation == "a:2")
  }

  @Test func anAnswerTooLargeToHoldIsNotKept() {
    let answers = Pages(keeping: { $0.products.count <= 1 })
    answers.keep(Self.page, for: Self.phones, at: "a:1")
    #expect(answers.kept(Self.phones) == nil)
  }

  @Test func aFullStoreStartsAgainRatherThanGrow() {
    let answers = Pages()
    for skip in 0..<KeptPages.capacity {
      answers.keep(Self.page, for: CatalogQuery(skip: skip), at: "a:1")
    }
    #expect(answers.kept(CatalogQuery(skip: 0)) != nil)
    answers.keep(Self.page, for: Self.phones, at: "a:1")
    #expect(answers.kept(CatalogQuery(skip: 0)) == nil && answers.kept(Self.phones) != nil)
  }

  @Test func aReadUnderWayIsSharedUntilItIsDone() async throws {
    let answers = Pages()
    let reading = answers.read(Self.phones) { .success((Self.page, "a:3")) }
    #expect(answers.reading(Self.phones) == reading)
    #expect(answers.reading(CatalogQuery()) == nil)
    let result = try await reading.value.get()
    #expect(result.generation == "a:3" && result.answer.total == 2)
    answers.finished(reading, of: Self.phones)
    #expect(answers.reading(Self.phones) == nil)
  }

  /// Generations compare only within one database (its label), by count.
  @Test(arguments: [
    ("db-1:7", "db-1:7", true), ("db-1:8", "db-1:7", true), ("db-1:6", "db-1:7", false),
    ("db-1:10", "db-1:9", true), ("db-2:8", "db-1:7", false), ("db-1:x", "db-1:1", false), ("db-1", "db-1", false),
  ])
  func aGenerationIsAtLeastAnotherOnlyInTheSameDatabase(read: String, asked: String, isAtLeast: Bool) {
    #expect(Pages.generation(read, isAtLeast: asked) == isAtLeast)
  }
}
