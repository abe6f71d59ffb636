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

  @Test func aNumberTooLargeToHoldSaysTheRange() {
    let model = errors.viewModel(
      for: RequestValidationError(
        field: .limit, value: "99999999999999999999", problem: .outOfRange(minimum: 0, maximum: Int.max)))
    #expect(
      model.message == "invalid <limit> \"99999999999999999999\": expected a whole number from 0 to \(Int.max)")
    #expect(model.remedy == "use <limit> 0 to list everything")
    let skip = errors.viewModel(
      for: RequestValidationError(field: .skip, value: "1e99", problem: .outOfRange(minimum: 0, maximum: 9)))
    #expect(skip.remedy == "give <skip> within that range" && skip.kind == .invalidInput)
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
      for: .malformed(source: "c.json", origin: .document, path: "products[3].price", .shape("expected a number")))
    #expect(model.message == "c.json is not a valid catalog at products[3].price: expected a number")
    #expect(model.remedy?.hasPrefix("a catalog is a JSON array of products") == true)
  }

  @Test func theFixForABrokenAnswerDependsOnWhereItCameFrom() {
    let defect = CatalogDefect.syntax(line: 1, column: 1, found: "unexpected 'x'")
    let file = errors.viewModel(for: .malformed(source: "f", origin: .document, path: "", defect))
    let server = errors.viewModel(for: .malformed(source: "s", origin: .server, path: "", defect))
    #expect(file.message == "f is not a valid catalog: invalid JSON at line 1, column 1: unexpected 'x'")
    #expect(file.remedy == "check that the file is complete JSON (a cut-off download fails this way)")
    #expect(server.remedy?.hasPrefix("the server did not answer as a catalog server does") == true)
  }

  /// Every fact a source can report gets a reason and a remedy; flag names come from the
  /// vocabulary, and no two failures read the same.
  @Test func everyFailureHasItsOwnWords() {
    let failures: [SourceFailure] = [
      .missing, .isDirectory, .isDevice, .permissionDenied, .readFailed(systemError: "input/output error"),
      .shrankWhileRead, .streamTooLarge(limitBytes: 2 << 30), .connectionRefused,
      .connectionFailed(systemError: "network is unreachable"), .unknownHost("h.invalid"), .timedOut(seconds: 3),
      .redirectLoop, .redirected(url: "http://***@b/x", .connectionRefused), .cutOff,
      .answerTooLarge(limitBytes: 32 << 20), .compressedAnswer(encoding: "gzip"),
      .secureConnectionFailed(detail: "bad certificate"), .invalidHTTPAnswer(.brokenChunks),
      .transport(detail: "odd"), .unusableRequestURL, .rejected(status: 400, serverMessage: "bad limit"),
      .rateLimited(attempts: 4, refusedWait: nil, timeLimit: 10),
      .rateLimited(attempts: 1, refusedWait: 3600, timeLimit: 10), .serverFailed(status: 503, attempts: 4),
      .notCatalogJSON(status: 404, isHTML: true),
    ]
    let models = failures.map { errors.viewModel(for: .unavailable(source: "src", $0)) }
    #expect(Set(models.map(\.message)).count == failures.count)
    for model in models {
      #expect(model.message.hasPrefix("cannot read src: "))
      #expect(!(model.remedy ?? "").isEmpty)
      #expect(model.kind == .failure)
      #expect(!model.message.contains("--") && !(model.remedy ?? "").contains("--"), "flags come from the vocabulary")
    }
    #expect(models[10].message == "cannot read src: no complete answer within 3 s")
    #expect(models[10].remedy == "try again, or wait longer")
    #expect(models[0].remedy == "check the path, or use the built-in catalog")
    #expect(models[2].remedy == "pick a file; a device is never a catalog")
    #expect(models[12].message == "cannot read src: the server redirected to http://***@b/x, where: connection refused")
    #expect(models[22].message.contains("asked to wait 3600 s, past the 10 s time limit"))
    #expect(models[20].message == "cannot read src: the server refused the request (HTTP 400): bad limit")
  }

  @Test func everyDefectOfAnAnswerHasItsOwnWords() {
    let defects: [CatalogDefect] = [
      .syntax(line: 2, column: 3, found: "x"), .shape("expected a number"), .encoding("UTF-16LE"),
      .otherProduct(asked: ProductID(5), answered: ProductID(999)), .repeatedProduct(ProductID(1)), .invalidID(0),
      .tooManyProducts(limit: 3, count: 4), .otherCategory(asked: "a", answered: "b"),
    ]
    let models = defects.map { errors.viewModel(for: .malformed(source: "s", origin: .server, path: "p", $0)) }
    #expect(Set(models.map(\.message)).count == defects.count)
    #expect(
      models[3].message == "s is not a valid catalog at p: asked for product 5, the server answered with product 999")
  }

  @Test func serverTextIsMadeSafe() {
    let model = errors.viewModel(
      for: .unavailable(source: "s", .rejected(status: 400, serverMessage: "\u{1B}[2Jgone")))
    #expect(!model.message.contains("\u{1B}"))
  }

  @Test func quotedInputIsMadeSafe() {
    let model = errors.viewModel(
      for: RequestValidationError(field: .skip, value: "\u{1B}[2J", problem: .notAWholeNumber(minimum: 0)))
    #expect(!model.message.contains("\u{1B}"))
  }
}
