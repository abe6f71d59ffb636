extension CatalogIndexFile {
  /// Whether every value of an index read from a file is one this program could have written:
  /// offsets within their columns and rising, ranges within the catalog, codes naming a name,
  /// orders naming products, lists as long as their form says. What `CatalogIndex.checkWhole`
  /// asks before a step that reads most of the index.
  static func isConsistent(_ index: CatalogIndex, fileSize: Int) -> Bool {
    let count = index.count
    let categories = index.categoryNames.count
    let brands = index.brandNames.count
    return index.ordersFit
      && index.rangeStarts.pairsSatisfy(with: index.rangeEnds, { 0 <= $0 && $0 < $1 && $1 <= fileSize })
      && index.titles.isConsistent
      && index.categoryCodes.allSatisfy({ 0 <= $0 && Int($0) < categories })
      && index.brandCodes.allSatisfy({ -1 <= $0 && Int($0) < brands })
      && index.foldedStarts.first == 0 && index.foldedStarts.last == index.folded.count
      && index.foldedStarts.adjacentPairsSatisfy({ $0 < $1 })
      && index.ascendingOrders.values.allSatisfy { $0.allSatisfy { 0 <= $0 && Int($0) < count } }
      && index.storedOrderRuns.allSatisfy { field, runs in index.storedOrders[field].map(runs.hold(for:)) ?? false }
      && (index.categoryOrders?.isConsistent(codes: index.categoryCodes, count: count) ?? true)
      && (index.grams?.isConsistent ?? true)
      && index.listingAgrees && index.idRecordsAgree
  }
}
