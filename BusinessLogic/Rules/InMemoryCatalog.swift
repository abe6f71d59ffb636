import DomainEntities

/// The answers of a catalog held in memory, written once for every source that holds one (the
/// embedded catalog, a catalog read from a pipe, the tests' fakes): queries through the
/// evaluator, products by id, categories through the tally.
public struct InMemoryCatalog: Sendable {
  public let products: [Product]
  private let evaluator = ProductQueryEvaluator()
  /// Each product's title and description as the search looks in them (`ProductSearch.folded`),
  /// when kept: a catalog searched many times (a server's) folds its text once, not per query.
  private let searchText: [(title: [UInt8], description: [UInt8])]?

  public init(products: [Product], keepingSearchText: Bool = false) {
    self.products = products
    searchText =
      keepingSearchText
      ? products.map { (ProductSearch.folded($0.title), ProductSearch.folded($0.description)) } : nil
  }

  public func page(_ query: CatalogQuery) -> ProductPage {
    let filter = ProductFilter(query)
    guard let searchText, filter.search.needle != nil else { return evaluator.evaluate(query, over: products) }
    let matching = products.indices.filter { index in
      filter.matchesCategory(products[index])
        && (filter.search.matches(folded: searchText[index].title)
          || filter.search.matches(folded: searchText[index].description))
    }.map { products[$0] }
    let selection = evaluator.selection(query, overMatching: matching)
    return ProductPage(products: selection.positions.map { matching[$0] }, total: selection.total, skip: selection.skip)
  }

  public func product(withID id: ProductID, source: String) throws(CatalogSourceError) -> Product {
    guard let product = products.first(where: { $0.id == id }) else { throw .productNotFound(id, source: source) }
    return product
  }

  public func categories() -> [Category] {
    CategoryTally().categories(of: products)
  }
}
