import BusinessLogic
import DomainEntities
import Testing

@Suite struct CatalogRequestValidatorTests {
  private let validator = CatalogRequestValidator()

  @Test func buildsAQueryFromTypedText() throws {
    let query = try validator.query(
      from: ProductListRequest(
        searchText: " Phone ", category: "laptops", sortField: "Price", sortOrder: "desc", limit: "5", skip: "10"))
    #expect(query.searchText == "phone")
    #expect(query.category == CategorySlug("laptops"))
    #expect(query.sort == ProductSort(field: .price, order: .descending))
    #expect(query.limit == 5)
    #expect(query.skip == 10)
  }

  /// What the reader shows is not typed: it passes through as given, whole by default.
  @Test(arguments: [ProductFieldSet.all, [.title, .price], []])
  func theFieldsShownPassThrough(fields: ProductFieldSet) throws {
    #expect(try validator.query(from: ProductListRequest(limit: "3", fields: fields)).fields == fields)
  }

  @Test func defaultsWhenNothingIsGiven() throws {
    #expect(try validator.query(from: ProductListRequest()) == CatalogQuery())
  }

  @Test func orderAloneSortsByID() throws {
    #expect(
      try validator.query(from: ProductListRequest(sortOrder: "desc")).sort
        == ProductSort(field: .id, order: .descending))
  }

  @Test(arguments: [("abc", RequestField.limit), ("-3", .limit), ("1.5", .limit), ("", .skip), ("x1", .skip)])
  func rejectsNumbersThatAreNotWholeAndNonNegative(text: String, field: RequestField) {
    let request =
      field == .limit ? ProductListRequest(limit: text) : ProductListRequest(skip: text)
    #expect(throws: RequestValidationError(field: field, value: text, problem: .notAWholeNumber(minimum: 0))) {
      try validator.query(from: request)
    }
  }

  /// A whole number too large to hold is not "not a whole number": it is told the range.
  @Test(arguments: [("99999999999999999999", RequestField.limit), ("+9223372036854775808", .skip)])
  func aNumberTooLargeToHoldIsToldTheRange(text: String, field: RequestField) {
    let request = field == .limit ? ProductListRequest(limit: text) : ProductListRequest(skip: text)
    #expect(
      throws: RequestValidationError(field: field, value: text, problem: .outOfRange(minimum: 0, maximum: Int.max))
    ) { try validator.query(from: request) }
    #expect(
      throws: RequestValidationError(field: .productID, value: text, problem: .outOfRange(minimum: 1, maximum: Int.max))
    ) {
      try validator.productID(from: text)
    }
  }

  @Test func rejectsUnknownSortFieldsWithASuggestion() {
    #expect(
      throws: RequestValidationError(
        field: .sortField, value: "prise",
        problem: .notOneOf(ProductSortField.allCases.map(\.rawValue), suggestion: "price"))
    ) { try validator.query(from: ProductListRequest(sortField: "prise")) }
  }

  @Test func rejectsUnknownOrders() {
    #expect(
      throws: RequestValidationError(
        field: .sortOrder, value: "down", problem: .notOneOf(["asc", "desc"], suggestion: nil))
    ) { try validator.query(from: ProductListRequest(sortOrder: "down")) }
  }

  @Test(arguments: ["0", "-1", "abc", "1e3", ""])
  func productIDsAreWholeNumbersFromOne(text: String) {
    #expect(throws: RequestValidationError.self) { try validator.productID(from: text) }
  }

  @Test func acceptsAProductID() throws {
    #expect(try validator.productID(from: " 42 ") == ProductID(42))
  }
}
