import BusinessLogic
import DomainEntities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an interactive session keeps of a large catalog file after reading it once: each
/// product's text that queries look at, and where its bytes are. Every later query (a filter
/// keystroke, a new sort, the next page) is answered from it with BusinessLogic's rules, and
/// only the page's products are read in full.
struct CatalogIndex: Sendable {
  /// Products with the text a query filters or sorts on (title, description, category,
  /// brand) and every number; nothing else is built.
  let products: [Product]
  let ranges: [Range<Int>]
  /// Every product's title and description in `ProductSearch.folded` form, each followed by
  /// a NUL, one after another: one buffer to search instead of 200,000 strings.
  private let foldedText: [UInt8]
  /// Where each product's folded text starts, and one more entry for the end.
  private let foldedStarts: [Int]
  private var orders: [ProductSort: [Int]] = [:]
  /// The last search and the products it matched: typing one more letter can only narrow it,
  /// so the next search looks only there.
  private var lastSearch: (needle: [UInt8], products: [Int])?

  static let fields: ProductFields = [.title, .description, .category, .brand]

  init(products: [Product], ranges: [Range<Int>]) {
    self.products = products
    self.ranges = ranges
    var text: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(products.count + 1)
    for product in products {
      starts.append(text.count)
      text += ProductSearch.folded(product.title)
      text.append(0)
      text += ProductSearch.folded(product.description)
      text.append(0)
    }
    starts.append(text.count)
    foldedText = text
    foldedStarts = starts
  }

  /// The positions of the products that match `query`, in its order. All products are kept
  /// sorted for each order asked for once, so a filter only has to pick from that.
  mutating func matchingPositions(_ query: CatalogQuery) -> [Int] {
    let filter = ProductFilter(query)
    let matches = filter.isSelective ? hits(filter, query) : nil
    guard let sort = query.sort else {
      return matches.map { matches in products.indices.filter { matches[$0] } } ?? Array(products.indices)
    }
    let ordered = order(by: sort)
    // A stable order's subsequence is the stable order of the subset: filter after sorting.
    return matches.map { matches in ordered.filter { matches[$0] } } ?? ordered
  }

  private mutating func order(by sort: ProductSort) -> [Int] {
    if let known = orders[sort] { return known }
    let ordered = ProductOrdering(sort).sortedPositions(products)
    orders[sort] = ordered
    return ordered
  }

  /// Which products pass the filter: the search half from the folded text, then the category.
  private mutating func hits(_ filter: ProductFilter, _ query: CatalogQuery) -> [Bool] {
    var matches = searchHits(filter.search)
    if query.category != nil {
      for index in products.indices where matches[index] && !filter.matchesCategory(products[index]) {
        matches[index] = false
      }
    }
    return matches
  }

  func range(of id: ProductID) -> Range<Int>? {
    products.firstIndex { $0.id == id }.map { ranges[$0] }
  }

  /// Which products the search matches, by looking for its needle in the folded text: all of
  /// it in one sweep, or only the products the last search matched when its needle is part of
  /// this one (whatever contains "pho" contains "ph").
  private mutating func searchHits(_ search: ProductSearch) -> [Bool] {
    guard let needle = search.needle else { return [Bool](repeating: true, count: products.count) }
    // A needle with a NUL could span two fields; ask the rule itself, product by product.
    guard !needle.contains(0) else { return products.map(search.matches) }
    var hits = [Bool](repeating: false, count: products.count)
    var found: [Int] = []
    foldedText.withUnsafeBufferPointer { text in
      needle.withUnsafeBufferPointer { needle in
        guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return }
        if let lastSearch, Self.contains(needle, lastSearch.needle) {
          for product in lastSearch.products {
            let start = foldedStarts[product]
            if Self.find(needleBase, needle.count, in: base + start, foldedStarts[product + 1] - start) != nil {
              found.append(product)
            }
          }
          return
        }
        var position = 0
        var product = 0
        while let match = Self.find(needleBase, needle.count, in: base + position, text.count - position) {
          let offset = match - base
          while foldedStarts[product + 1] <= offset { product += 1 }
          found.append(product)
          position = foldedStarts[product + 1]
        }
      }
    }
    for product in found { hits[product] = true }
    lastSearch = (needle, found)
    return hits
  }

  private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    guard needle.count <= haystack.count else { return false }
    return (0...(haystack.count - needle.count)).contains { start in
      needle.indices.allSatisfy { haystack[start + $0] == needle[$0] }
    }
  }

  /// The first occurrence of the needle: `memchr` for its first byte (vectorised in libc), then
  /// the rest compared in place; needles are a few typed letters.
  private static func find(
    _ needle: UnsafePointer<UInt8>, _ needleCount: Int, in text: UnsafePointer<UInt8>, _ count: Int
  ) -> UnsafePointer<UInt8>? {
    var start = text
    var remaining = count
    let first = Int32(needle.pointee)
    while remaining >= needleCount {
      guard let raw = memchr(start, first, remaining - needleCount + 1) else { return nil }
      let candidate = UnsafePointer(raw.assumingMemoryBound(to: UInt8.self))
      var matched = 1
      while matched < needleCount, candidate[matched] == needle[matched] { matched += 1 }
      if matched == needleCount { return candidate }
      let skipped = candidate - start + 1
      start += skipped
      remaining -= skipped
    }
    return nil
  }
}
