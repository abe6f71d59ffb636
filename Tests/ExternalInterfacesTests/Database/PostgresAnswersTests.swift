import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

/// Kept answers are of one generation: an answer is given back with the generation it was
/// read at, and reading any answer at another generation drops every older one.
@Suite struct PostgresAnswersTests {
  private static let phones = CatalogQuery(searchText: "phone")
  private static let page = ProductPage(products: [Seeds.iPhone, Seeds.phoneCase], total: 2, skip: 0)

  @Test func anAnswerIsKeptWithItsGeneration() throws {
    let answers = PostgresAnswers()
    #expect(answers.kept(.page(Self.phones)) == nil)
    answers.keep(.page(Self.page), for: .page(Self.phones), at: "a:1")
    answers.keep(.product(Seeds.mascara), for: .product(Seeds.mascara.id), at: "a:1")
    let kept = try #require(answers.kept(.page(Self.phones)))
    #expect(kept.generation == "a:1")
    guard case .page(let page) = kept.answer else { throw AnswerKind.other }
    #expect(page.products.map(\.id) == [Seeds.iPhone.id, Seeds.phoneCase.id] && page.total == 2)
    #expect(answers.kept(.product(Seeds.mascara.id))?.generation == "a:1")
    #expect(answers.kept(.page(CatalogQuery(searchText: "phone", limit: 5))) == nil, "another question")
  }

  @Test func anAnswerOfANewerGenerationDropsTheOlderOnes() {
    let answers = PostgresAnswers()
    answers.keep(.page(Self.page), for: .page(Self.phones), at: "a:1")
    answers.keep(.categories([]), for: .categories, at: "a:2")
    #expect(answers.kept(.page(Self.phones)) == nil)
    #expect(answers.kept(.categories)?.generation == "a:2")
  }

  @Test func aPageTooLargeToHoldIsNotKept() {
    let answers = PostgresAnswers()
    let many = Array(repeating: Seeds.sofa, count: KeptPages.largestPage + 1)
    answers.keep(.page(ProductPage(products: many, total: many.count, skip: 0)), for: .page(Self.phones), at: "a:1")
    #expect(answers.kept(.page(Self.phones)) == nil)
  }

  @Test func aFullStoreStartsAgainRatherThanGrow() {
    let answers = PostgresAnswers()
    for skip in 0..<KeptPages.capacity {
      answers.keep(.page(Self.page), for: .page(CatalogQuery(skip: skip)), at: "a:1")
    }
    #expect(answers.kept(.page(CatalogQuery(skip: 0))) != nil)
    answers.keep(.page(Self.page), for: .page(Self.phones), at: "a:1")
    #expect(answers.kept(.page(CatalogQuery(skip: 0))) == nil && answers.kept(.page(Self.phones)) != nil)
  }

  private enum AnswerKind: Error { case other }
}
