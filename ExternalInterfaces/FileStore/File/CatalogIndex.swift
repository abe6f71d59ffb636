import BusinessLogic
import DomainEntities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is kept of a large catalog file to answer queries without reading it again: for each
/// product, where its bytes are and the values a query filters or sorts on, in columns; and the
/// titles and descriptions folded the way the search compares them (`ProductSearch.folded`), in
/// one buffer. Queries are answered with BusinessLogic's rules; only a page's products are then
/// read in full from the file. An interactive session keeps one in memory; `CatalogIndexStore`
/// keeps one on disk between commands, with the whole catalog's order by each field once a
/// session has made them, and maps it back (`IndexColumn`).
struct CatalogIndex: Sendable {
  let ids: IndexColumn<Int>
  let rangeStarts: IndexColumn<Int>
  let rangeEnds: IndexColumn<Int>
  let prices: IndexColumn<Double>
  let discounts: IndexColumn<Double>
  /// NaN for a product without one.
  let ratings: IndexColumn<Double>
  /// `Int.min` for a product without one.
  let stocks: IndexColumn<Int>
  let titles: TextColumn
  /// Each product's category as a position in `categoryNames` (a catalog has few).
  let categoryCodes: IndexColumn<Int32>
  let categoryNameSource: ReadOnce<[String]>
  /// Each product's brand as a position in `brandNames`, -1 for none.
  let brandCodes: IndexColumn<Int32>
  let brandNameSource: ReadOnce<[String]>
  /// Folded title, NUL, folded description, NUL, for every product in turn.
  let folded: IndexColumn<UInt8>
  /// Where each product's folded title and description start (two per product), and the end.
  let foldedStarts: IndexColumn<Int>
  /// The orders the index file kept, whole and cut by category, each read when first asked for.
  private let keptOrders: ReadOnce<StoredOrders>
  private let keptCategoryOrders: ReadOnce<StoredOrders>
  /// Whole orders made apart and adopted (`adopt(storedOrders:)`).
  private var adoptedOrders: [ProductSortField: IndexColumn<Int32>] = [:]
  /// Each product's listed values side by side, where the file keeps them: what a listing reads.
  let listing: ListingRecords?
  /// The products in order of id with their bytes, where the file keeps them: what `show` reads.
  let idRecords: IDRecords?
  /// The size of the catalog file a stored index describes, which its ranges must lie within;
  /// nil for an index built from the bytes themselves.
  let catalogSize: Int?
  /// The products holding each short string of the folded text, once made or read.
  private(set) var gramSource: ReadOnce<GramIndex?>
  private(set) var orders: [ProductSort: [Int]] = [:]
  /// The last search and the products it matched: typing one more letter can only narrow it.
  private var lastSearch: (needle: [UInt8], products: [Int])?
  /// Above this much folded text a search runs on two cores, each over one half of the products
  /// (a million products' text is 180 MB: one core took longer than a frame per keystroke).
  var parallelSearchBytes = 8 << 20
  /// From this many candidates, a search across words checks their text on two cores, each one
  /// half of them: below it, the second core costs more than it saves.
  var parallelCandidates = 512
  /// The most places of an order a walk reads at a time, from a page's up (tests make it small,
  /// so that walks cross from one stretch to the next within a small catalog).
  var walkStretch = 8192
  /// How far back a descending walk takes the run of rising positions a group of equal keys
  /// lies in (`risingRunStart`): 128 pages of the order, read in a row where the file keeps no
  /// runs (`OrderRuns`), where a gallop over so long a group reads about 34 keys, each from a
  /// page of its own, with its page of checksums (tests make it small, so that runs go past it).
  var risingRunReach = 1 << 17

  /// The fields `product(at:)` fills; every other is left empty.
  static let carried: ProductFieldSet = [.title, .category, .price, .discount, .rating, .stock, .brand]

  /// The text a scan must build for an index.
  static let fields: ProductFields = [.title, .description, .category, .brand]

  var count: Int { ids.count }

  init(products: [Product], ranges: [Range<Int>]) {
    var builder = Builder()
    for (product, range) in zip(products, ranges) { builder.add(product, at: range) }
    // A builder in memory has no file whose write could fail.
    self = builder.build() ?? Self.empty
  }

  init(
    ids: IndexColumn<Int>, rangeStarts: IndexColumn<Int>, rangeEnds: IndexColumn<Int>, prices: IndexColumn<Double>,
    discounts: IndexColumn<Double>, ratings: IndexColumn<Double>, stocks: IndexColumn<Int>, titles: TextColumn,
    categoryCodes: IndexColumn<Int32>, categoryNames: ReadOnce<[String]>, brandCodes: IndexColumn<Int32>,
    brandNames: ReadOnce<[String]>, folded: IndexColumn<UInt8>, foldedStarts: IndexColumn<Int>,
    orders: ReadOnce<StoredOrders> = ReadOnce(StoredOrders()),
    categoryOrders: ReadOnce<StoredOrders> = ReadOnce(StoredOrders()), listing: ListingRecords? = nil,
    idRecords: IDRecords? = nil,
    grams: ReadOnce<GramIndex?> = ReadOnce(nil), catalogSize: Int? = nil
  ) {
    self.ids = ids
    self.rangeStarts = rangeStarts
    self.rangeEnds = rangeEnds
    self.prices = prices
    self.discounts = discounts
    self.ratings = ratings
    self.stocks = stocks
    self.titles = titles
    self.categoryCodes = categoryCodes
    self.categoryNameSource = categoryNames
    self.brandCodes = brandCodes
    self.brandNameSource = brandNames
    self.folded = folded
    self.foldedStarts = foldedStarts
    self.keptOrders = orders
    self.keptCategoryOrders = categoryOrders
    self.listing = listing
    self.idRecords = idRecords
    self.gramSource = grams
    self.catalogSize = catalogSize
  }

  /// Where the product at `position` lies in the catalog, for an index whose values were all
  /// checked (`checkWhole`).
  func range(at position: Int) -> Range<Int> {
    rangeStarts[position]..<rangeEnds[position]
  }

  var categoryNames: [String] { categoryNameSource.value }
  var brandNames: [String] { brandNameSource.value }
  var grams: GramIndex? { gramSource.value }

  func position(of id: ProductID) -> Int? {
    ids.firstIndex(of: id.rawValue)
  }

  /// `positions` in `sort`'s order by BusinessLogic's rule, given each product's sort key as
  /// `product(at:)` makes it, without making the products: at a million products, making them
  /// all cost more than sorting them.
  func sorted(_ positions: [Int], by sort: ProductSort) -> [Int] {
    let ordering = ProductOrdering(sort)
    let count = positions.count
    let order =
      switch sort.field {
      case .id: ordering.sortedPositions(count: count) { ProductID(ids[positions[$0]]) }
      case .title: titles.withKeys { key in ordering.sortedPositions(count: count) { key(positions[$0]) } }
      case .price: ordering.sortedPositions(count: count) { Money(prices[positions[$0]]) }
      case .rating: ordering.sortedPositions(count: count) { rating(at: positions[$0]) }
      case .stock: ordering.sortedPositions(count: count) { stock(at: positions[$0]) }
      case .discountPercentage:
        ordering.sortedPositions(count: count) { Discount(percentage: discounts[positions[$0]]) }
      case .category: ordering.sortedPositions(count: count) { category(at: positions[$0]) }
      case .brand: ordering.sortedPositions(count: count) { brand(at: positions[$0]) }
      }
    return order.map { positions[$0] }
  }

  /// The positions of the products that match `query`, in its order.
  mutating func matchingPositions(_ query: CatalogQuery) -> [Int] {
    let filter = ProductFilter(query)
    var candidates: [Int]?
    if filter.search.needle != nil { candidates = searchHits(filter.search) }
    if let category = query.category {
      let accepted = Set(
        categoryNames.indices.filter { CategorySlug(categoryNames[$0]).matches(category) }.map(Int32.init))
      candidates = (candidates ?? Array(ids.indices)).filter { accepted.contains(categoryCodes[$0]) }
    }
    guard let sort = query.sort else { return candidates ?? Array(ids.indices) }
    guard let candidates else { return order(by: sort) }
    // A few matches are sorted alone; many are picked from the whole catalog's order, kept for
    // the next query (a stable order's subsequence is the subset's stable order).
    if !ordersCheaply(sort), candidates.count * 8 < count {
      return sorted(candidates, by: sort)
    }
    var isCandidate = [Bool](repeating: false, count: count)
    for position in candidates { isCandidate[position] = true }
    return order(by: sort).filter { isCandidate[$0] }
  }

  /// The sorts a session's index orders ahead, on a background thread after it is built, so
  /// that switching to one does not sort on the key: every field, ascending (the browser's `s`
  /// steps through them). A descending order is made when first asked for.
  static let sortsOrderedAhead = ProductSortField.allCases.map { ProductSort(field: $0) }

  /// Keeps orders made apart for these same products; an order it already has stays.
  mutating func adopt(_ made: [ProductSort: [Int]]) {
    orders.merge(made) { kept, _ in kept }
  }

  /// Keeps whole orders made apart for these same products (`storedOrdersToMake`), as a stored
  /// index keeps them; an order it already keeps stays.
  mutating func adopt(storedOrders made: [ProductSortField: IndexColumn<Int32>]) {
    adoptedOrders.merge(made.filter { keptOrders.value.whole[$0.key] == nil }) { kept, _ in kept }
  }

  /// The whole catalog's ascending order by each field the index file kept, or was made apart:
  /// an index keeps one kind or the other (a file keeps every order, a build in memory adopts
  /// them), so the two are merged, a new dictionary at each ask, only where both are there.
  var storedOrders: [ProductSortField: IndexColumn<Int32>] {
    let kept = keptOrders.value.whole
    if adoptedOrders.isEmpty { return kept }
    return kept.isEmpty ? adoptedOrders : kept.merging(adoptedOrders) { kept, _ in kept }
  }

  /// Where the runs of rising positions begin along each of them, where the file has it.
  var storedOrderRuns: [ProductSortField: OrderRuns] { keptOrders.value.runs }

  /// The same orders cut by category, where the file kept them.
  var categoryOrders: CategoryOrders? { keptCategoryOrders.value.categoryOrders }

  /// Whether the orders the file keeps fit its products (read when first asked for).
  var ordersFit: Bool { keptOrders.value.fit && keptCategoryOrders.value.fit }

  /// The lists of short strings, made apart from the index they will join; nil when it has them
  /// (or when the scratch files of `folder`, if given, could not be written).
  func gramsToMake(scratchIn folder: Int32? = nil) -> GramIndex? {
    grams == nil ? GramIndex(folded: folded, starts: foldedStarts, productCount: count, scratchIn: folder) : nil
  }

  /// Keeps lists made apart for these same products.
  mutating func adopt(_ made: GramIndex) {
    if grams == nil, made.productCount == count { gramSource = ReadOnce(made) }
  }

  /// Whether the whole catalog's order for `sort` is kept (for tests and diagnostics).
  func keepsOrder(_ sort: ProductSort) -> Bool { orders[sort] != nil }

  /// Whether the whole catalog's order for `sort` is at hand without sorting on the key: kept,
  /// or read from the file, in either direction.
  func ordersCheaply(_ sort: ProductSort) -> Bool {
    storedOrders[sort.field] != nil || orders[sort] != nil || orders[sort.reversed] != nil
  }

  private mutating func order(by sort: ProductSort) -> [Int] {
    if let known = orders[sort] { return known }
    let ordered: [Int]
    if let other = orders[sort.reversed] {
      ordered = otherDirection(of: other, by: sort.field)
    } else if let stored = storedOrders[sort.field] {
      let ascending = stored.map { Int($0) }
      ordered = sort.order == .ascending ? ascending : otherDirection(of: ascending, by: sort.field)
    } else {
      ordered = sorted(Array(ids.indices), by: sort)
    }
    orders[sort] = ordered
    return ordered
  }

  /// `ordered` (the whole catalog by `field`) in the other direction, by BusinessLogic's rule.
  private func otherDirection(of ordered: [Int], by field: ProductSortField) -> [Int] {
    let ordering = ProductOrdering(ProductSort(field: field))
    return switch field {
    case .id: ordering.otherDirection(of: ordered) { ProductID(ids[$0]) }
    case .title: ordering.otherDirection(of: ordered) { titles[$0] }
    case .price: ordering.otherDirection(of: ordered) { Money(prices[$0]) }
    case .rating: ordering.otherDirection(of: ordered) { rating(at: $0) }
    case .stock: ordering.otherDirection(of: ordered) { stock(at: $0) }
    case .discountPercentage: ordering.otherDirection(of: ordered) { Discount(percentage: discounts[$0]) }
    case .category: ordering.otherDirection(of: ordered) { category(at: $0) }
    case .brand: ordering.otherDirection(of: ordered) { brand(at: $0) }
    }
  }

  /// The products whose folded title or description holds the needle, in catalog order: the
  /// list of a short needle (`GramIndex`); else the fewest products known to be worth checking,
  /// the last search's matches when its needle is part of this one (whatever contains "phon"
  /// contains "pho") or those holding every three bytes of the needle; else all of the text in
  /// one sweep.
  private mutating func searchHits(_ search: ProductSearch) -> [Int] {
    guard let needle = search.needle else { return Array(ids.indices) }
    var checked = lastSearch.flatMap { Self.holds(needle, $0.needle) ? $0.products : nil }
    if let (candidates, exact) = grams?.candidates(for: needle) {
      guard !exact else {
        lastSearch = (needle, candidates)
        return candidates
      }
      if checked.map({ candidates.count < $0.count }) ?? true { checked = candidates }
    }
    let checking = checked != nil
    let halves = folded.count > parallelSearchBytes && count > 1 ? 2 : 1
    // Each half of the products is searched alone, the halves' hits concatenated in order.
    let split = count / 2
    let index = self
    let worthChecking = checked ?? []
    let found = PartsOnCores.joined(halves) { half in
      let products = halves == 1 ? 0..<index.count : (half == 0 ? 0..<split : split..<index.count)
      return checking
        ? index.hits(of: needle, among: worthChecking, within: products)
        : index.hits(of: needle, within: products)
    }
    lastSearch = (needle, found)
    return found
  }

  /// The products of `range` whose folded title or description holds the needle: one sweep of
  /// their text, skipping to the next product after each match.
  private func hits(of needle: [UInt8], within range: Range<Int>) -> [Int] {
    guard !range.isEmpty else { return [] }
    guard !needle.contains(0) else { return withText(for: needle) { holds in range.filter(holds) } }
    var found: [Int] = []
    folded.withUnsafeBufferPointer { text in
      needle.withUnsafeBufferPointer { needle in
        guard let base = text.baseAddress, let needleBase = needle.baseAddress else { return }
        // The sweep stays within the text: the starts were checked to rise to its end.
        let end = foldedStarts[2 * range.upperBound]
        var position = foldedStarts[2 * range.lowerBound]
        var product = range.lowerBound
        while let match = TextSearch.find(needleBase, needle.count, in: base + position, end - position) {
          let offset = match - base
          while foldedStarts[2 * product + 2] <= offset { product += 1 }
          found.append(product)
          position = foldedStarts[2 * product + 2]
        }
      }
    }
    return found
  }

  /// The products of `candidates` (in catalog order: a shorter needle's matches, or those
  /// holding every three bytes of this one) within `range` that hold the needle.
  private func hits(of needle: [UInt8], among candidates: [Int], within range: Range<Int>) -> [Int] {
    // The candidates ascend: this range's are found by bisection, and checked with the text and
    // its starts at hand (a call per product cost more than the check at a million).
    let share = candidates[
      candidates.firstIndex(
        atLeast: range.lowerBound)..<candidates.firstIndex(
          atLeast: range.upperBound)]
    return withText(for: needle) { holds in share.filter(holds) }
  }

  /// `body` given the test of whether a product's folded title or description holds the needle,
  /// field by field, so a needle that itself holds a NUL cannot join two fields; the text, its
  /// starts and the needle are taken once for every product tested.
  private func withText<Result>(for needle: [UInt8], _ body: ((Int) -> Bool) -> Result) -> Result {
    folded.withUnsafeBufferPointer { text in
      foldedStarts.withUnsafeBufferPointer { starts in
        needle.withUnsafeBufferPointer { needle in
          guard let base = text.baseAddress, let needleBase = needle.baseAddress else {
            return body { _ in needle.isEmpty }
          }
          return body { product in
            (2 * product..<2 * product + 2).contains { field in
              let start = starts[field]
              return TextSearch.find(needleBase, needle.count, in: base + start, starts[field + 1] - 1 - start) != nil
            }
          }
        }
      }
    }
  }

  /// Whether `text` contains `part`, by the same `find` the sweep uses.
  private static func holds(_ text: [UInt8], _ part: [UInt8]) -> Bool {
    text.withUnsafeBufferPointer { text in
      part.withUnsafeBufferPointer { part in
        guard let partBase = part.baseAddress, let textBase = text.baseAddress else { return part.isEmpty }
        return TextSearch.find(partBase, part.count, in: textBase, text.count) != nil
      }
    }
  }
}

extension ProductSort {
  /// The same field in the other direction.
  fileprivate var reversed: ProductSort {
    ProductSort(field: field, order: order.flipped)
  }
}
