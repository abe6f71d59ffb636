import DomainEntities

/// Answers a query over products held in memory: match, then order, then page.
///
/// This is the single definition of what a query means. Sources that cannot ask a server use it
/// whole (`evaluate`), or in its steps when they read a large catalog as a stream: `filter`
/// while reading, then `selection` over what matched, which names the page by position so the
/// source can build only those products in full.
public struct ProductQueryEvaluator: Sendable {
  public init() {}

  public func evaluate(_ query: CatalogQuery, over products: [Product]) -> ProductPage {
    let filter = ProductFilter(query)
    let matching = products.filter(filter.matches)
    let selection = selection(query, overMatching: matching)
    return ProductPage(products: selection.positions.map { matching[$0] }, total: selection.total, skip: selection.skip)
  }

  /// Orders products that already passed the query's filter, and picks the page.
  public func selection(_ query: CatalogQuery, overMatching matching: [Product]) -> ProductSelection {
    var positions = Array(matching.indices)
    if let sort = query.sort {
      positions = ProductOrdering(sort).sortedPositions(matching)
    }
    return selection(query, overOrdered: positions)
  }

  /// Picks the page from positions already filtered and in the query's order (a source that
  /// keeps its products sorted does not sort again for every filter).
  public func selection(_ query: CatalogQuery, overOrdered positions: [Int]) -> ProductSelection {
    let start = min(query.skip, positions.count)
    let end = query.limit == 0 ? positions.count : min(positions.count, start + query.limit)
    return ProductSelection(positions: Array(positions[start..<end]), total: positions.count, skip: query.skip)
  }
}
