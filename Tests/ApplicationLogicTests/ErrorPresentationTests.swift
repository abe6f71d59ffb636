import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@Suite struct ErrorPresentationTests {
  private let errors = ErrorPresentation(vocabulary: StubVocabulary())

  @Test func invalidNumbersNameTheControlAndTheFix() {
    let model = errors.viewModel(
      for: RequestValidationError(field: .limit, value: "abc", problem: .notAWholeNumber(minimum: 0)))
    #expect(model.message == "invalid <limit> \"abc\": expected a whole number, 0 or more")
    #expect(model.remedy == "use <limit> 0 to list everything")
    #expect(model.kind == .invalidInput)
  }

  @Test func unknownWordsSuggestAndListTheValidOnes() {
    let model = errors.viewModel(
      for: RequestValidationError(
        field: .sortOrder, value: "dsc", problem: .notOneOf(["asc", "desc"], suggestion: "desc")))
    #expect(model.remedy == "did you mean \"desc\"? valid values: asc, desc")
  }

  @Test func notFoundIsAFailureWithTheWayToFindIDs() {
    let model = errors.viewModel(for: .productNotFound(ProductID(999), source: "the shop"))
    #expect(model.message == "no product with id 999 at the shop")
    #expect(model.remedy == "browse the list")
    #expect(model.kind == .failure)
  }

  @Test func malformedSourcesNameThePath() {
    let model = errors.viewModel(
      for: .malformed(source: "c.json", path: "products[3].price", reason: "expected a number", remedy: "fix it"))
    #expect(model.message == "c.json is not a valid catalog at products[3].price: expected a number")
  }

  @Test func quotedInputIsMadeSafe() {
    let model = errors.viewModel(
      for: RequestValidationError(field: .skip, value: "\u{1B}[2J", problem: .notAWholeNumber(minimum: 0)))
    #expect(!model.message.contains("\u{1B}"))
  }
}
