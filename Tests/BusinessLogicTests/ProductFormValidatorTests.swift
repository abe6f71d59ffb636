import BusinessLogic
import DomainEntities
import Testing

@Suite struct ProductFormValidatorTests {
  let validator = ProductFormValidator()

  private func form(_ members: (String, FieldInput)...) -> ProductForm {
    ProductForm(members.map { FieldMember($0.0, $0.1) })
  }

  private func problems(_ form: ProductForm, base: Product? = Seeds.mascara) -> [ProductFormProblem] {
    guard case .failure(let failure) = validator.apply(form, to: base) else { return [] }
    return failure.problems
  }

  @Test func appliesOnlyTheNamedFieldsToTheBase() throws {
    let applied = try validator.apply(form(("price", .typed("8.99")), ("stock", .number("80"))), to: Seeds.mascara)
      .get()
    var expected = Seeds.mascara
    expected.price = Money(8.99)
    expected.stock = 80
    #expect(applied.product == expected)
    #expect(applied.namedFields == [.price, .stock])
    #expect(ProductDiff.changedFields(from: Seeds.mascara, to: applied.product) == [.price, .stock])
  }

  /// An address may hold commas of its own (`…/w_100,h_100/a.jpg`): a typed list of addresses
  /// is cut only before the next address; tags, and lists that are not addresses, at every comma.
  @Test(arguments: [
    ("https://img.example/w_100,h_100/a.jpg", ["https://img.example/w_100,h_100/a.jpg"]),
    (
      "https://img.example/w_100,h_100/a.jpg, HTTP://b.example/b.jpg,https://c.example/c,d.jpg",
      ["https://img.example/w_100,h_100/a.jpg", "HTTP://b.example/b.jpg", "https://c.example/c,d.jpg"]
    ),
    ("a.jpg,b.jpg", ["a.jpg", "b.jpg"]),
    ("data:text/html,<b>", ["data:text/html", "<b>"]),
  ])
  func aListOfAddressesIsCutOnlyBeforeAnAddress(typed: String, images: [String]) throws {
    let applied = try validator.apply(form(("images", .typed(typed)), ("tags", .typed("a,b/c,d"))), to: Seeds.mascara)
      .get()
    #expect(applied.product.images == images)
    #expect(applied.product.tags == ["a", "b/c", "d"])
  }

  @Test func reportsEveryProblemAtOnceWithFieldValueAndExpectation() {
    let found = problems(
      form(
        ("title", .typed("  ")), ("price", .typed("9.999")), ("discountPercentage", .number("120")),
        ("rating", .typed("-1")), ("stock", .typed("2.5")), ("category", .typed("Home Decor")),
        ("tags", .typed("a,,b")), ("minimumOrderQuantity", .typed("x"))))
    #expect(
      found == [
        ProductFormProblem(field: "title", value: "  ", expectation: .notBlank),
        ProductFormProblem(field: "price", value: "9.999", expectation: .decimals(atMost: 2)),
        ProductFormProblem(field: "discountPercentage", value: "120", expectation: .number(minimum: 0, maximum: 100)),
        ProductFormProblem(field: "rating", value: "-1", expectation: .number(minimum: 0, maximum: 5)),
        ProductFormProblem(field: "stock", value: "2.5", expectation: .wholeNumber(minimum: 0)),
        ProductFormProblem(field: "category", value: "Home Decor", expectation: .slug),
        ProductFormProblem(field: "tags", value: "a,,b", expectation: .noEmptyEntries),
        ProductFormProblem(field: "minimumOrderQuantity", value: "x", expectation: .wholeNumber(minimum: 0)),
      ])
  }

  /// A slug starts with a letter or digit: one that starts with `-` would be an option where
  /// a shell offers it as a word (issue 37).
  @Test(arguments: [
    ("laptops", true), ("home-decoration", true), ("3d-printers", true), ("a-", true), ("-rf", false),
    ("--evil", false), ("-", false), ("Laptops", false),
  ])
  func aSlugStartsWithALetterOrDigit(slug: String, isWellFormed: Bool) {
    #expect(CategorySlug.isWellFormed(slug) == isWellFormed)
    let found = problems(form(("category", .typed(slug))))
    #expect(found.contains { $0.field == "category" } == !isWellFormed)
  }

  @Test(arguments: [
    ("9.99", true), ("9.90", true), ("1e2", true), ("1.5e1", true), ("0", true), ("9.999", false), ("1.005", false),
    ("-1", false), ("nan", false), ("inf", false), ("1e999", false), ("0x10", false), ("", false), ("1.2.3", false),
  ])
  func pricesAreFiniteNonNegativeWithAtMostTwoDecimals(_ text: String, _ valid: Bool) {
    #expect(problems(form(("price", .typed(text)))).isEmpty == valid, "price \(text)")
  }

  @Test func newProductsNeedATitleAndAPriceAndTheirIdIsNotUsed() throws {
    let missing = problems(form(("brand", .typed("Acme"))), base: nil)
    #expect(missing.map(\.field) == ["title", "price"])
    #expect(missing.allSatisfy { $0.expectation == .required })
    let applied = try validator.apply(
      form(("id", .number("40")), ("title", .text("Stapler")), ("price", .number("12.00"))), to: nil
    ).get()
    #expect(applied.ignoredID == "40")
    #expect(applied.product.title == "Stapler" && applied.product.price == Money(12))
  }

  @Test func anEditCannotChangeTheIdButMayRepeatIt() {
    #expect(problems(form(("id", .number("1")))).isEmpty)
    #expect(
      problems(form(("id", .number("9")))) == [ProductFormProblem(field: "id", value: "9", expectation: .unchangeable)])
  }

  @Test func unknownMembersPassThroughUntouched() throws {
    let extra = FieldMember("supplier", .members([FieldMember("since", .number("2019"))]))
    let applied = try validator.apply(ProductForm([extra]), to: Seeds.mascara).get()
    #expect(applied.unmodeled == [extra])
    #expect(applied.product == Seeds.mascara)
  }

  @Test func nullRemovesOptionalFieldsAndIsRefusedForRequiredOnes() throws {
    let applied = try validator.apply(form(("brand", .null), ("rating", .null), ("tags", .null)), to: Seeds.mascara)
      .get()
    #expect(applied.product.brand == nil && applied.product.rating == nil && applied.product.tags.isEmpty)
    #expect(problems(form(("title", .null), ("price", .null))).map(\.expectation) == [.required, .required])
  }

  @Test func wrongKindsAreNamed() {
    #expect(problems(form(("price", .text("9.99")))).map(\.expectation) == [.kind(.number)])
    #expect(problems(form(("title", .number("3")))).map(\.expectation) == [.kind(.text)])
    #expect(problems(form(("tags", .boolean(true)))).map(\.expectation) == [.kind(.list)])
    #expect(problems(form(("tags", .list([.text("a"), .number("1")])))).map(\.field) == ["tags[1]"])
  }

  @Test func objectsMergeMemberByMember() throws {
    var sized = Seeds.mascara
    sized.dimensions = Dimensions(width: 1, height: 2, depth: 3)
    let applied = try validator.apply(
      form(("dimensions", .members([FieldMember("depth", .number("4"))]))), to: sized
    ).get()
    #expect(applied.product.dimensions == Dimensions(width: 1, height: 2, depth: 4))
    let flagged = try validator.apply(form(("dimensions", .typed("10x20x5.5"))), to: Seeds.mascara).get()
    #expect(flagged.product.dimensions == Dimensions(width: 10, height: 20, depth: 5.5))
    let incomplete = problems(
      form(("dimensions", .members([FieldMember("width", .number("1")), FieldMember("hue", .text("x"))]))))
    #expect(incomplete.map(\.field) == ["dimensions.hue", "dimensions.height", "dimensions.depth"])
  }

  @Test func reviewsNeedAWholeRatingOfAtMostFive() {
    let review = FieldInput.members([FieldMember("rating", .number("6")), FieldMember("comment", .text("ok"))])
    #expect(problems(form(("reviews", .list([review])))).map(\.field) == ["reviews[0].rating"])
  }
}
