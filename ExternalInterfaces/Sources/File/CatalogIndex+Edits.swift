import BusinessLogic
import DomainEntities

extension CatalogIndex {
  /// This index after a write replaced the products at `positions` by `entries` (none for a
  /// delete, one for an edit, one after the last for an add): their columns are spliced, and the
  /// byte ranges of every product after them move by `delta`, the change in the file's length.
  /// An edit costs a copy of the columns, not a scan of the file.
  func replacing(_ positions: Range<Int>, with entries: [(product: Product, range: Range<Int>)], delta: Int)
    -> CatalogIndex
  {
    let low = positions.lowerBound
    let high = positions.upperBound
    func splice<Element>(_ column: [Element], _ new: [Element]) -> [Element] {
      Array(column[..<low]) + new + column[high...]
    }
    var categoryNames = categoryNames
    var brandNames = brandNames
    func code(_ name: String, in names: inout [String]) -> Int32 {
      if let known = names.firstIndex(of: name) { return Int32(known) }
      names.append(name)
      return Int32(names.count - 1)
    }
    let products = entries.map(\.product)
    let categoryCodes = splice(categoryCodes, products.map { code($0.category.rawValue, in: &categoryNames) })
    let brandCodes = splice(brandCodes, products.map { $0.brand.map { code($0, in: &brandNames) } ?? -1 })
    let titleColumn = Self.splice(
      titles.bytes, starts: titles.starts, replacing: low..<high, with: products.map { Array($0.title.utf8) })
    let foldedColumn = Self.splice(
      folded, starts: foldedStarts, replacing: (2 * low)..<(2 * high),
      with: products.flatMap { [ProductSearch.folded($0.title) + [0], ProductSearch.folded($0.description) + [0]] })
    return CatalogIndex(
      ids: splice(ids, products.map(\.id.rawValue)),
      rangeStarts: Array(rangeStarts[..<low]) + entries.map(\.range.lowerBound)
        + rangeStarts[high...].map { $0 + delta },
      rangeEnds: Array(rangeEnds[..<low]) + entries.map(\.range.upperBound) + rangeEnds[high...].map { $0 + delta },
      prices: splice(prices, products.map(\.price.amount)),
      discounts: splice(discounts, products.map(\.discount.percentage)),
      ratings: splice(ratings, products.map { $0.rating?.value ?? .nan }),
      stocks: splice(stocks, products.map { $0.stock ?? .min }),
      titles: TextColumn(bytes: titleColumn.bytes, starts: titleColumn.starts), categoryCodes: categoryCodes,
      categoryNames: categoryNames, brandCodes: brandCodes, brandNames: brandNames, folded: foldedColumn.bytes,
      foldedStarts: foldedColumn.starts)
  }

  /// A column of texts in one buffer (`starts` has one more entry than texts) with the texts at
  /// `slots` replaced by `texts`.
  private static func splice(_ bytes: [UInt8], starts: [Int], replacing slots: Range<Int>, with texts: [[UInt8]])
    -> (bytes: [UInt8], starts: [Int])
  {
    var newBytes = Array(bytes[..<starts[slots.lowerBound]])
    var newStarts = Array(starts[...slots.lowerBound])
    for text in texts {
      newBytes += text
      newStarts.append(newBytes.count)
    }
    let shift = newBytes.count - starts[slots.upperBound]
    newBytes += bytes[starts[slots.upperBound]...]
    newStarts += starts[(slots.upperBound + 1)...].map { $0 + shift }
    return (newBytes, newStarts)
  }
}
