import DomainEntities

/// The matching half of a query: its category and its search text, nothing about order or page.
public struct ProductFilter: Sendable {
  private let category: CategorySlug?
  /// The search half, for sources that answer it from text they keep folded.
  public let search: ProductSearch

  public init(_ query: CatalogQuery) {
    category = query.category
    search = ProductSearch(query.searchText)
  }

  public func matches(_ product: Product) -> Bool {
    matchesCategory(product) && search.matches(product)
  }

  /// The category half alone, for sources that answered the search half themselves.
  public func matchesCategory(_ product: Product) -> Bool {
    category.map { product.category.matches($0) } ?? true
  }

  /// Whether the filter can exclude anything; when not, there is nothing to decide early.
  public var isSelective: Bool {
    category != nil || search.needle != nil
  }

  /// The same test on text still in UTF-8 bytes (absent text as empty), for sources that decide
  /// before building a product.
  public func matches(
    titleUTF8 title: UnsafeBufferPointer<UInt8>, descriptionUTF8 description: UnsafeBufferPointer<UInt8>,
    categoryUTF8 categoryText: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if let category, !category.matches(CategorySlug(String(decoding: categoryText, as: UTF8.self))) { return false }
    return search.matches(titleUTF8: title, descriptionUTF8: description)
  }
}
