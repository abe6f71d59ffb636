import BusinessLogic
import DomainEntities

/// A local catalog file of any size, answered without building every product.
///
/// Each request scans the file once, building only the text its query needs (titles and
/// descriptions for a search, nothing for `show`), keeping only the products that pass the
/// query's filter, and remembering where each one's bytes are. BusinessLogic's evaluator orders
/// and pages them; then only the products of the page are read in full. The scan checks every
/// value a full read would, so a malformed file fails the same way whatever the query.
///
/// An interactive session asks many queries of one file. With `keepsIndex` the first is answered
/// by a scan as above (so the first screen comes as quickly as `catalog list`'s output), then a
/// `CatalogIndex` is built in the background on one core; later queries are answered from it.
///
/// With an `indexStore` (a cache directory), the index of a large file is also kept on disk: the
/// first command on a file reads it whole once to build the index (a one-off command builds it
/// in that read, or with a `buildRequester` answers by a scan and asks for it to be built apart;
/// the browser builds it in the background), and every command after that, until the file
/// changes, loads the index instead of reading the file, and reads only the products it shows.
///
/// Before each request the file is looked at again (one `stat`): if it was rewritten or replaced
/// since it was opened, what was kept of it is dropped and it is read afresh, so `r` in the
/// browser shows the file as it is now.
actor FileCatalogRepository: ProductRepository {
  nonisolated let sourceName: String
  private let path: String
  private let evaluator = ProductQueryEvaluator()
  private let keepsIndex: Bool
  /// The file as last opened. Each request holds on to the bytes it started with, so a file
  /// replaced meanwhile never mixes two versions in one answer.
  private var bytes: CatalogBytes?
  private var index: CatalogIndex?
  /// The bytes `index` was built from; an index answers only for those.
  private var indexedBytes: CatalogBytes?
  private var indexBuild: Task<Void, Never>?
  /// The whole catalog's orders being made ahead, after the index is built.
  private var orderingAhead: Task<Void, Never>?
  private let indexStore: CatalogIndexStore?
  /// Who builds a missing index for a one-off command; nil: the command builds it itself.
  private let buildRequester: (any IndexBuildRequester)?
  /// The bytes the store was last asked about, so a missing index is asked for once.
  private var storeConsulted: CatalogBytes?
  /// Bytes whose index is being built apart, at this command's request: they are scanned.
  private var buildRequested: CatalogBytes?
  /// Bytes whose index proved wrong: they are scanned from then on.
  private var keepsNoIndex: CatalogBytes?
  /// The last scan's matches in order, for the next page of the same query.
  private var lastMatches: (key: CatalogQuery, bytes: CatalogBytes, ranges: [Range<Int>])?

  init(
    path: String, keepsIndex: Bool = false, indexStore: CatalogIndexStore? = nil,
    buildRequester: (any IndexBuildRequester)? = nil
  ) {
    self.path = path
    self.sourceName = LocalFile.displayName(path)
    self.keepsIndex = keepsIndex
    self.indexStore = indexStore
    self.buildRequester = keepsIndex ? nil : buildRequester
  }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    try await MappedFileFaults.guarding(shrank) { () async throws(CatalogSourceError) in try await page(matching: query)
    }
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    try await MappedFileFaults.guarding(shrank) { () async throws(CatalogSourceError) in try await find(id) }
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    try await MappedFileFaults.guarding(shrank) { () async throws(CatalogSourceError) in try await tally() }
  }

  /// The file's first products, read from its start alone, for the browser's first screen while
  /// the whole file is read (for the count) or its index loaded; nil once an index answers.
  func leadingProducts(limit: Int) async -> [Product]? {
    try? await MappedFileFaults.guarding(shrank) { () async throws(CatalogSourceError) -> [Product]? in
      guard !isIndexed else { return nil }
      let bytes = try currentBytes()
      defer { withExtendedLifetime(bytes) {} }
      let scanBytes = CatalogScannerBytes(buffer: bytes.buffer, isFileMapping: bytes.mapped)
      guard let spans = CatalogScanner(fields: [], makeAccumulator: { ProductSpans() }).leading(limit, of: scanBytes)
      else { return nil }
      return try Self.fullProducts(in: spans.ranges, bytes: scanBytes, source: sourceName)
    }
  }

  /// Builds the file's index and keeps it in the store, unless the store has it already
  /// (`catalog cache build`, and what a one-off command's request starts).
  func buildIndex() async throws(CatalogSourceError) -> IndexBuildOutcome {
    try await MappedFileFaults.guarding(shrank) { () async throws(CatalogSourceError) in
      guard let indexStore else { return .notCached }
      let bytes = try currentBytes()
      guard indexStore.keepsIndex(of: bytes), let identity = bytes.sampledIdentity else {
        return .tooSmall
      }
      if let stored = indexStore.load(for: path, identity: identity) { return .alreadyIndexed(products: stored.count) }
      let (built, saved) = try await buildAndSave(bytes, identity: identity, in: indexStore)
      return saved ? .built(products: built.count) : .notSaved(products: built.count)
    }
  }

  /// A request whose task was cancelled (the browser's filter was typed over) stops between its
  /// steps: nobody will read its answer.
  private func stopIfCancelled() throws(CatalogSourceError) {
    if Task.isCancelled { throw .unavailable(source: sourceName, .cancelled) }
  }

  /// What a read reports when the file got shorter under its map (`MappedFileFaults`).
  private var shrank: CatalogSourceError {
    .unavailable(source: sourceName, .shrankWhileRead)
  }

  private func page(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    try stopIfCancelled()
    let bytes = try currentBytes()
    if var index = try await readyIndex(for: bytes) {
      let positions = index.matchingPositions(query)
      if indexedBytes === bytes { self.index = index }
      let selection = evaluator.selection(query, overOrdered: positions)
      if let products = try? await fullProducts(in: selection.positions.map(index.range(at:)), of: bytes),
        products.map(\.id.rawValue).elementsEqual(selection.positions.map { index.ids[$0] })
      {
        return ProductPage(products: products, total: selection.total, skip: selection.skip)
      }
      distrust(index, of: bytes)
    }
    defer { startIndexBuild(of: bytes) }
    let ordered = try await matchingRanges(query, in: bytes)
    try stopIfCancelled()
    let selection = evaluator.selection(query, overOrdered: Array(ordered.indices))
    let products = try await fullProducts(in: selection.positions.map { ordered[$0] }, of: bytes)
    return ProductPage(products: products, total: selection.total, skip: selection.skip)
  }

  /// Where the products matching `query` are, in its order: from a scan, or from the last scan
  /// when only the page differs (an export asks for a long list in batches).
  private func matchingRanges(_ query: CatalogQuery, in bytes: CatalogBytes) async throws(CatalogSourceError)
    -> [Range<Int>]
  {
    let key = CatalogQuery(searchText: query.searchText, category: query.category, sort: query.sort, limit: 0)
    if let lastMatches, lastMatches.key == key, lastMatches.bytes === bytes { return lastMatches.ranges }
    let filter = ProductFilter(query)
    let scan = try await self.scan(
      bytes, fields: Self.fields(for: query), prefilter: filter.isSelective ? filter : nil,
      into: { KeptProducts(keep: filter.matches) })
    let positions =
      query.sort.map { ProductOrdering($0).sortedPositions(scan.products) } ?? Array(scan.products.indices)
    let ranges = positions.map { scan.ranges[$0] }
    lastMatches = (key, bytes, ranges)
    return ranges
  }

  private func find(_ id: ProductID) async throws(CatalogSourceError) -> Product {
    let bytes = try currentBytes()
    if let index = try await readyIndex(for: bytes) {
      guard let position = index.position(of: id) else { throw .productNotFound(id, source: sourceName) }
      if let product = try? fullProduct(in: index.range(at: position), of: bytes), product.id == id {
        return product
      }
      // Not where the index says: a scan decides, as if there were no index.
      distrust(index, of: bytes)
    }
    let scan = try await self.scan(bytes, fields: [], into: { KeptProducts { $0.id == id } })
    guard let range = scan.ranges.first else { throw .productNotFound(id, source: sourceName) }
    return try fullProduct(in: range, of: bytes)
  }

  private func tally() async throws(CatalogSourceError) -> [Category] {
    let bytes = try currentBytes()
    if let index = try await readyIndex(for: bytes) { return index.categories() }
    return try await scan(bytes, fields: .category, into: { CategoryTally.Counts() }).categories
  }

  /// Whether queries are answered from an index now (for tests and diagnostics).
  var isIndexed: Bool { index != nil && indexedBytes === bytes }

  /// The file's bytes, opened again when the file at `path` is no longer the one they came from
  /// (rewritten, or replaced by a rename): one `stat` per request. A pipe was read once and
  /// cannot change.
  private func currentBytes() throws(CatalogSourceError) -> CatalogBytes {
    if let bytes {
      guard let identity = bytes.identity, FileIdentity.current(of: path) != identity else { return bytes }
      self.bytes = nil
      index = nil
      indexedBytes = nil
      indexBuild = nil
      orderingAhead = nil
    }
    let opened = try CatalogBytes(path: path)
    bytes = opened
    return opened
  }

  /// The index of `bytes`: the one in memory (waiting for it if it is being built), else the
  /// one in the store, else, for a one-off command on a file the store keeps, one built now by
  /// the read the command needed anyway, or, with a `buildRequester`, asked for once. Nil
  /// means: scan.
  private func readyIndex(for bytes: CatalogBytes) async throws(CatalogSourceError) -> CatalogIndex? {
    if keepsNoIndex === bytes { return nil }
    if index == nil, let indexBuild { await indexBuild.value }
    if indexedBytes === bytes, let index { return index }
    guard let indexStore = store(keeping: bytes), let identity = bytes.sampledIdentity
    else { return nil }
    if storeConsulted !== bytes {
      storeConsulted = bytes
      if let stored = indexStore.load(for: path, identity: identity) {
        keep(stored, of: bytes)
        if keepsIndex { orderAhead(stored, of: bytes) }
        return stored
      }
      if let buildRequester, buildRequester.requestIndexBuild(of: path) { buildRequested = bytes }
    }
    guard !keepsIndex, buildRequested !== bytes else { return nil }
    return try await buildAndSave(bytes, identity: identity, in: indexStore).index
  }

  /// Reads the whole file into an index, saves it and keeps it; whether it could be saved.
  private func buildAndSave(_ bytes: CatalogBytes, identity: FileIdentity, in store: CatalogIndexStore)
    async throws(CatalogSourceError) -> (index: CatalogIndex, saved: Bool)
  {
    let built = try await scan(bytes, fields: CatalogIndex.fields, into: { CatalogIndex.Builder() }).build()
    let saved = store.save(built, for: path, identity: identity)
    keep(built, of: bytes)
    return (built, saved)
  }

  /// An index whose ranges do not hold the products it names describes other bytes than these
  /// (a file edited in place between two sampled blocks, within the same clock tick): it is
  /// dropped from memory and from the store, and this file is answered by scanning.
  private func distrust(_ index: CatalogIndex, of bytes: CatalogBytes) {
    if indexedBytes === bytes {
      self.index = nil
      indexedBytes = nil
    }
    storeConsulted = bytes
    keepsNoIndex = bytes
    indexStore?.forget(path)
  }

  private func keep(_ index: CatalogIndex, of bytes: CatalogBytes) {
    guard self.bytes === bytes else { return }
    self.index = index
    indexedBytes = bytes
  }

  /// Builds the index on a background thread of the lowest priority, so that drawing the first
  /// screen and answering keys always come first; then keeps it in the store too; then, still in
  /// the background, orders the whole catalog by each field, so that switching the sort later
  /// finds the order made.
  private func startIndexBuild(of bytes: CatalogBytes) {
    guard keepsIndex, indexBuild == nil, self.bytes === bytes, keepsNoIndex !== bytes else { return }
    let scanner = CatalogScanner(fields: CatalogIndex.fields, makeAccumulator: { CatalogIndex.Builder() })
    let buffer = CatalogScannerBytes(buffer: bytes.buffer, isFileMapping: bytes.mapped)
    let store = store(keeping: bytes)
    let path = path
    let identity = store == nil ? nil : bytes.sampledIdentity
    indexBuild = Task {
      let built = await BackgroundThread.run { () -> CatalogIndex? in
        let faults = MappedFileFaults.now
        guard let index = try? scanner.scanSequentially(buffer, tracksPath: false).build(),
          !MappedFileFaults.absorbed(since: faults)
        else { return nil }
        if let store, let identity { store.save(index, for: path, identity: identity) }
        return index
      }
      guard let built else { return }
      keep(built, of: bytes)
      orderAhead(built, of: bytes)
    }
  }

  /// A task of its own, so that a query waiting for the index does not wait for the orders too.
  /// The lists of short strings (`GramIndex`) are made after the orders, in the same way. What
  /// was made is then kept with the index on disk, so that later sessions and commands find it
  /// made (an index from the store that has it all makes nothing).
  private func orderAhead(_ built: CatalogIndex, of bytes: CatalogBytes) {
    let store = store(keeping: bytes)
    let identity = store == nil ? nil : bytes.sampledIdentity
    let path = path
    orderingAhead = Task {
      let orders = await BackgroundThread.run { built.orders(for: CatalogIndex.sortsOrderedAhead) }
      guard adopt(orders, madeFor: built, of: bytes) else { return }
      let grams = await BackgroundThread.run { built.gramsToMake() }
      if let grams { guard adopt(grams, madeFor: built, of: bytes) else { return } }
      guard !orders.isEmpty || grams != nil, let store, let identity else { return }
      var made = built
      made.adopt(orders)
      if let grams { made.adopt(grams) }
      _ = await BackgroundThread.run { [made] in store.save(made, for: path, identity: identity) }
    }
  }

  /// The store, when it keeps the index of a file this large.
  private func store(keeping bytes: CatalogBytes) -> CatalogIndexStore? {
    indexStore.flatMap { $0.keepsIndex(of: bytes) ? $0 : nil }
  }

  /// Whether the kept index still describes the products `built` describes.
  private func stillDescribes(_ built: CatalogIndex, of bytes: CatalogBytes) -> Bool {
    indexedBytes === bytes && self.bytes === bytes && index?.ids == built.ids
  }

  /// Gives the kept index the orders made from `built`, if it still describes the same products;
  /// whether it did.
  private func adopt(_ orders: [ProductSort: [Int]], madeFor built: CatalogIndex, of bytes: CatalogBytes) -> Bool {
    guard stillDescribes(built, of: bytes) else { return false }
    index?.adopt(orders)
    return true
  }

  /// Gives the kept index the lists made from `built`, likewise.
  private func adopt(_ grams: GramIndex, madeFor built: CatalogIndex, of bytes: CatalogBytes) -> Bool {
    guard stillDescribes(built, of: bytes) else { return false }
    index?.adopt(grams)
    return true
  }

  /// Waits for the background work on the index (for tests).
  func backgroundWorkFinished() async {
    await indexBuild?.value
    await orderingAhead?.value
  }

  /// Whether the kept index has its lists of short strings (for tests and diagnostics).
  var searchesWithLists: Bool {
    index?.grams != nil
  }

  /// Whether the kept index has the whole catalog's order for `sort` (for tests and diagnostics).
  func keepsOrder(_ sort: ProductSort) -> Bool {
    index?.keepsOrder(sort) == true
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
    _ bytes: CatalogBytes, fields: ProductFields, prefilter: ProductFilter? = nil,
    into makeAccumulator: @escaping @Sendable () -> Accumulator
  ) async throws(CatalogSourceError) -> Accumulator {
    // The scanner reads the mapping through a raw buffer: keep the owner alive until it is done.
    defer { withExtendedLifetime(bytes) {} }
    do throws(JSONReadError) {
      let scanner = CatalogScanner(fields: fields, prefilter: prefilter, makeAccumulator: makeAccumulator)
      return try await scanner.scan(CatalogScannerBytes(buffer: bytes.buffer, isFileMapping: bytes.mapped))
    } catch {
      throw CatalogJSONDecoder.describe(error, source: sourceName, document: bytes.buffer.prefix(4))
    }
  }

  private func fullProduct(in range: Range<Int>, of file: CatalogBytes) throws(CatalogSourceError) -> Product {
    defer { withExtendedLifetime(file) {} }
    return try Self.fullProduct(in: range, bytes: CatalogScannerBytes(buffer: file.buffer), source: sourceName)
  }

  /// The products at `ranges`, read in full; a large page is read in two halves at once.
  private func fullProducts(in ranges: [Range<Int>], of file: CatalogBytes) async throws(CatalogSourceError)
    -> [Product]
  {
    let bytes = CatalogScannerBytes(buffer: file.buffer, isFileMapping: file.mapped)
    defer {
      // A batch read in file order (an export) gives its pages back once read, as a scan does.
      if let first = ranges.first, let last = ranges.last,
        zip(ranges, ranges.dropFirst()).allSatisfy({ $0.upperBound <= $1.lowerBound })
      {
        var behind = PagesBehind(bytes, from: first.lowerBound, stride: 1 << 20)
        behind.passed(last.upperBound)
      }
      withExtendedLifetime(file) {}
    }
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
    try CatalogJSONDecoder.product(in: UnsafeBufferPointer(rebasing: bytes.buffer[range]), source: source)
  }
}
