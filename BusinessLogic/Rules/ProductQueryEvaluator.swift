import DomainEntities

/// Answers a query over products held in memory: match, then order, then page.
///
/// This is the single definition of what a query means; sources that cannot ask a server use it,
/// and tests compare server-backed sources against it.
public struct ProductQueryEvaluator: Sendable {
  public init() {}

  public func evaluate(_ query: CatalogQuery, over products: [Product]) -> ProductPage {
    let search = ProductSearch(query.searchText)
    var matching = products.filter { product in
      (query.category.map { product.category.matches($0) } ?? true) && search.matches(product)
    }
    if let sort = query.sort {
      matching = ProductOrdering(sort).sorted(matching)
    }
    return page(of: matching, limit: query.limit, skip: query.skip)
  }

  /// The page a limit and skip select; a limit of 0 selects everything after the skip.
  public func page(of matching: [Product], limit: Int, skip: Int) -> ProductPage {
    let start = min(skip, matching.count)
    let end = limit == 0 ? matching.count : min(matching.count, start + limit)
    return ProductPage(products: Array(matching[start..<end]), total: matching.count, skip: skip)
  }
}
