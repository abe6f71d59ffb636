import BusinessLogic
import DomainEntities

/// A local catalog file of any size, answered without building every product.
///
/// Each request scans the file once, building only the text its query needs (titles and
/// descriptions for a search, nothing for `show`), keeping only the products that pass the
/// query's filter, and remembering where each one's bytes are. BusinessLogic's evaluator orders
/// and pages them; then only the products of the page are read in full. The scan checks every
/// value a full read would, so a malformed file fails the same way whatever the query.
actor FileCatalogRepository: ProductRepository {
  nonisolated let sourceName: String
  private let path: String
  private var bytes: CatalogBytes?
  private let evaluator = ProductQueryEvaluator()
  private let keepsIndex: Bool
  private var index: CatalogIndex?
  private var indexBuild: Task<CatalogIndex?, Never>?

  init(path: String, keepsIndex: Bool = false) {
    self.path = path
    self.sourceName = path
    self.keepsIndex = keepsIndex
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    if var index = await readyIndex() {
      let positions = index.matchingPositions(query)
      self.index = index
      let selection = evaluator.selection(query, overOrdered: positions)
      let products = try await fullProducts(in: selection.positions.map { index.ranges[$0] })
      return ProductPage(products: products, total: selection.total, skip: selection.skip)
    }
    defer { startIndexBuild() }
    let filter = ProductFilter(query)
    let scan = try await self.scan(
      fields: Self.fields(for: query), prefilter: filter.isSelective ? filter : nil,
      into: { KeptProducts(keep: filter.matches) })
    let selection = evaluator.selection(query, overMatching: scan.products)
    let ranges = selection.positions.map { scan.ranges[$0] }
    let products = try await fullProducts(in: ranges)
    return ProductPage(products: products, total: selection.total, skip: selection.skip)
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    if let index = await readyIndex() {
      guard let range = index.range(of: id) else { throw .productNotFound(id, source: sourceName) }
      return try fullProduct(in: range)
    }
    let scan = try await self.scan(fields: [], into: { KeptProducts { $0.id == id } })
    guard let range = scan.ranges.first else { throw .productNotFound(id, source: sourceName) }
    return try fullProduct(in: range)
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    if let index = await readyIndex() { return CategoryTally().categories(of: index.products) }
    return try await scan(fields: .category, into: { CategoryTally.Counts() }).categories
  }

  /// Whether queries are answered from an index now (for tests and diagnostics).
  var isIndexed: Bool { index != nil }

  /// The index, once built; nil when this repository keeps none, or none has been started, or
  /// the file could not be indexed (then every query scans, and reports the file's error).
  private func readyIndex() async -> CatalogIndex? {
    if let index { return index }
    guard let indexBuild else { return nil }
    let built = await indexBuild.value
    if index == nil { index = built }
    return index
  }

  private func startIndexBuild() {
    guard keepsIndex, indexBuild == nil else { return }
    indexBuild = Task {
      guard
        let scan = try? await self.scan(
          fields: CatalogIndex.fields, inBackground: true, into: { KeptProducts { _ in true } })
      else { return nil }
      return CatalogIndex(products: scan.products, ranges: scan.ranges)
    }
  }

  /// The text a query needs to filter and order.
  static func fields(for query: CatalogQuery) -> ProductFields {
    var fields: ProductFields = []
    if query.searchText != nil { fields.formUnion([.title, .description]) }
    if query.category != nil { fields.insert(.category) }
    switch query.sort?.field {
    case .title: fields.insert(.title)
    case .brand: fields.insert(.brand)
    case .category: fields.insert(.category)
    default: break
    }
    return fields
  }

  /// Reads the whole file, building `fields` of each product and handing it to an accumulator.
  private func scan<Accumulator: ScanAccumulator>(
    fields: ProductFields, prefilter: ProductFilter? = nil, inBackground: Bool = false,
    into makeAccumulator: @escaping @Sendable () -> Accumulator
  ) async throws(CatalogSourceError) -> Accumulator {
    let bytes = try openedBytes()
    do throws(JSONReadError) {
      var scanner = CatalogScanner(fields: fields, prefilter: prefilter, makeAccumulator: makeAccumulator)
      scanner.usesBothCores = !inBackground
      return try await scanner.scan(CatalogScannerBytes(buffer: bytes.buffer))
    } catch {
      throw CatalogJSONDecoder.describe(error, source: sourceName)
    }
  }

  private func fullProduct(in range: Range<Int>) throws(CatalogSourceError) -> Product {
    try Self.fullProduct(in: range, bytes: CatalogScannerBytes(buffer: try openedBytes().buffer), source: sourceName)
  }

  /// The products at `ranges`, read in full; a large page is read in two halves at once.
  private func fullProducts(in ranges: [Range<Int>]) async throws(CatalogSourceError) -> [Product] {
    let bytes = CatalogScannerBytes(buffer: try openedBytes().buffer)
    guard ranges.count >= 2_000 else { return try Self.fullProducts(in: ranges, bytes: bytes, source: sourceName) }
    let middle = ranges.count / 2
    let source = sourceName
    async let first = Result { () throws(CatalogSourceError) in
      try Self.fullProducts(in: Array(ranges[..<middle]), bytes: bytes, source: source)
    }
    async let second = Result { () throws(CatalogSourceError) in
      try Self.fullProducts(in: Array(ranges[middle...]), bytes: bytes, source: source)
    }
    return try await first.get() + second.get()
  }

  private static func fullProducts(
    in ranges: [Range<Int>], bytes: CatalogScannerBytes, source: String
  ) throws(CatalogSourceError) -> [Product] {
    try ranges.map { range throws(CatalogSourceError) in try fullProduct(in: range, bytes: bytes, source: source) }
  }

  private static func fullProduct(
    in range: Range<Int>, bytes: CatalogScannerBytes, source: String
  ) throws(CatalogSourceError) -> Product {
    do throws(JSONReadError) {
      var reader = JSONReader(bytes: UnsafeBufferPointer(rebasing: bytes.buffer[range]))
      return try ProductDTO(reading: &reader).toDomain()
    } catch {
      throw CatalogJSONDecoder.describe(error, source: source)
    }
  }

  private func openedBytes() throws(CatalogSourceError) -> CatalogBytes {
    if let bytes { return bytes }
    let opened = try CatalogBytes(path: path)
    bytes = opened
    return opened
  }
}
