import DomainEntities

/// The matching half of a query: its category and its search text, nothing about order or page.
public struct ProductFilter: Sendable {
  private let category: CategorySlug?
  private let search: ProductSearch

  public init(_ query: CatalogQuery) {
    category = query.category
    search = ProductSearch(query.searchText)
  }

  public func matches(_ product: Product) -> Bool {
    (category.map { product.category.matches($0) } ?? true) && search.matches(product)
  }
}
