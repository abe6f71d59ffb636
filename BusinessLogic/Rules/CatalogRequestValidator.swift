import DomainEntities

/// Turns what a user typed into a valid query, or says precisely what is wrong with it.
/// Interfaces pass text through untouched so that these rules are written once.
public struct CatalogRequestValidator: Sendable {
  public init() {}

  public func query(from request: ProductListRequest) throws(RequestValidationError) -> CatalogQuery {
    let limit = try wholeNumber(request.limit, field: .limit) ?? CatalogQuery.defaultLimit
    let skip = try wholeNumber(request.skip, field: .skip) ?? 0
    let field = try word(request.sortField, field: .sortField, accepted: ProductSortField.self)
    let order = try word(request.sortOrder, field: .sortOrder, accepted: SortOrder.self)
    let sort: ProductSort? =
      switch (field, order) {
      case (nil, nil): nil
      // An order alone sorts by id, so `--order desc` means newest-numbered first.
      case (nil, let order?): ProductSort(field: .id, order: order)
      case (let field?, let order): ProductSort(field: field, order: order ?? .ascending)
      }
    let category = request.category.flatMap { text -> CategorySlug? in
      let trimmed = text.trimmingWhitespace()
      return trimmed.isEmpty ? nil : CategorySlug(trimmed)
    }
    let search = ProductSearch.normalise(request.searchText ?? "")
    return CatalogQuery(
      searchText: search.isEmpty ? nil : search,
      category: category,
      sort: sort,
      limit: limit,
      skip: skip,
      fields: request.fields
    )
  }

  /// A product id: a whole number of 1 or more.
  public func productID(from text: String) throws(RequestValidationError) -> ProductID {
    ProductID(try wholeNumber(text, field: .productID, minimum: ProductID.smallest))
  }

  private func wholeNumber(_ text: String?, field: RequestField) throws(RequestValidationError) -> Int? {
    guard let text else { return nil }
    return try wholeNumber(text, field: field, minimum: 0)
  }

  /// `text` as a whole number of `minimum` or more; one too large to hold is told the range.
  private func wholeNumber(_ text: String, field: RequestField, minimum: Int) throws(RequestValidationError) -> Int {
    let trimmed = text.trimmingWhitespace()
    let parsed = Int(trimmed)
    if let value = parsed, value >= minimum { return value }
    let digits = trimmed.hasPrefix("+") ? trimmed.dropFirst() : trimmed[...]
    let tooLarge = parsed == nil && !digits.isEmpty && digits.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    throw RequestValidationError(
      field: field, value: text,
      problem: tooLarge ? .outOfRange(minimum: minimum, maximum: Int.max) : .notAWholeNumber(minimum: minimum))
  }

  private func word<Word: RawRepresentable & CaseIterable>(
    _ text: String?, field: RequestField, accepted: Word.Type
  ) throws(RequestValidationError) -> Word? where Word.RawValue == String {
    guard let text else { return nil }
    if let word = Word(rawValue: text) { return word }
    let names = Word.allCases.map(\.rawValue)
    // Case is forgiven: `--sort Price` is unambiguous.
    if let name = names.first(where: { $0.lowercased() == text.lowercased() }) {
      return Word(rawValue: name)
    }
    throw RequestValidationError(
      field: field,
      value: text,
      problem: .notOneOf(names, suggestion: ClosestMatch.suggestion(for: text, among: names))
    )
  }
}
