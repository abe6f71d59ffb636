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
/// Where the file has an index (`CatalogIndexKeeper` keeps it: built in the background for an
/// interactive session, kept on disk for a large file), queries are answered from it, and only
/// the products shown are read.
///
/// Before each request the file is looked at again (one `stat`): if it was rewritten or replaced
/// since it was opened, what was kept of it is dropped and it is read afresh, so `r` in the
/// browser shows the file as it is now.
actor FileCatalogRepository: ProductRepository {
  nonisolated let sourceName: String
  private let path: String
  private let evaluator = ProductQueryEvaluator()
  private let reader: CatalogFileReader
  private let indexes: CatalogIndexKeeper
  /// The file as last opened. Each request holds on to the bytes it started with, so a file
  /// replaced meanwhile never mixes two versions in one answer.
  private var bytes: CatalogBytes?
  /// The last scan's matches in order, for the next page of the same query.
  private var lastMatches: (key: CatalogQuery, bytes: CatalogBytes, ranges: [Range<Int>])?
  /// For a source asked many queries (the browser, a server): pages answered from the file as it
  /// is now, by query. The same bytes give the same answer; a changed file is other bytes.
  private var answered: (bytes: CatalogBytes, pages: [CatalogQuery: ProductPage])?
  private let keepsAnswers: Bool
  private nonisolated let executor: ActorExecutor
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unowned }

  /// `keepsIndex`: an interactive session, whose index is built in the background after the
  /// first answer. `executor`: where its jobs, and its index keeper's, run (`ActorExecutor`).
  init(
    path: String, keepsIndex: Bool = false, indexStore: CatalogIndexStore? = nil,
    buildRequester: (any IndexBuildRequester)? = nil, executor: ActorExecutor = .ownQueue()
  ) {
    self.executor = executor
    self.path = path
    self.keepsAnswers = keepsIndex
    self.sourceName = LocalFile.displayName(path)
    reader = CatalogFileReader(sourceName: sourceName)
    indexes = CatalogIndexKeeper(
      path: path, reader: reader, buildsInBackground: keepsIndex, store: indexStore, buildRequester: buildRequester,
      executor: executor.alike())
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
      guard await !indexes.isIndexed else { return nil }
      return try reader.leadingProducts(limit, of: try await currentBytes())
    }
  }

  /// Builds the file's index and keeps it in the store, unless the store has it already
  /// (`catalog cache build`, and what a one-off command's request starts).
  func buildIndex() async throws(CatalogSourceError) -> IndexBuildOutcome {
    try await MappedFileFaults.guarding(shrank) { () async throws(CatalogSourceError) in
      try await indexes.buildUnlessStored(try await currentBytes())
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
    let bytes = try await currentBytes()
    if keepsAnswers, let answered, answered.bytes === bytes, let page = answered.pages[query] { return page }
    let page = try await page(matching: query, in: bytes)
    if keepsAnswers, page.products.count <= KeptPages.largestPage {
      var pages = answered?.bytes === bytes ? answered?.pages ?? [:] : [:]
      if pages.count >= KeptPages.capacity { pages.removeAll() }
      pages[query] = page
      answered = (bytes, pages)
    }
    return page
  }

  private func page(matching query: CatalogQuery, in bytes: CatalogBytes) async throws(CatalogSourceError)
    -> ProductPage
  {
    if let index = try await indexes.index(for: bytes, checked: false), let selection = index.quickPage(query) {
      if let page = Self.listing(selection, from: index, fields: query.fields) { return page }
      if let page = try await page(selection, from: index, of: bytes) { return page }
      await indexes.distrust(bytes)
    }
    if var index = try await indexes.index(for: bytes) {
      let positions = index.matchingPositions(query)
      await indexes.update(index, of: bytes)
      let selection = evaluator.selection(query, overOrdered: positions)
      if let page = Self.listing(selection, from: index, fields: query.fields) { return page }
      if let products = try? await reader.fullProducts(in: selection.positions.map(index.range(at:)), of: bytes),
        products.map(\.id.rawValue).elementsEqual(selection.positions.map { index.ids[$0] })
      {
        return ProductPage(products: products, total: selection.total, skip: selection.skip)
      }
      await indexes.distrust(bytes)
    }
    let ordered = try await matchingRanges(query, in: bytes)
    await indexes.startBuild(of: bytes)
    try stopIfCancelled()
    let selection = evaluator.selection(query, overOrdered: Array(ordered.indices))
    let products = try await reader.fullProducts(in: selection.positions.map { ordered[$0] }, of: bytes)
    return ProductPage(products: products, total: selection.total, skip: selection.skip)
  }

  /// A page whose reader shows only what the index keeps (`CatalogIndex.carried`), made from
  /// the index alone: the catalog is not read (D105). Nil when the page needs more, or when what
  /// the index held for it proved damaged.
  private static func listing(_ selection: ProductSelection, from index: CatalogIndex, fields: ProductFieldSet)
    -> ProductPage?
  {
    guard CatalogIndex.carried.isSuperset(of: fields) else { return nil }
    let products = selection.positions.map { index.product(at: $0, keeping: fields) }
    return index.isDamaged ? nil : ProductPage(products: products, total: selection.total, skip: selection.skip)
  }

  /// The products of a page an index chose, read from the file, when the index proved right
  /// about them: nothing it read was damaged, and each range holds the product it names.
  private func page(_ selection: ProductSelection, from index: CatalogIndex, of bytes: CatalogBytes)
    async throws(CatalogSourceError) -> ProductPage?
  {
    let ranges = selection.positions.compactMap(index.checkedRange(at:))
    guard !index.isDamaged, ranges.count == selection.positions.count,
      let products = try? await reader.fullProducts(in: ranges, of: bytes),
      products.map(\.id.rawValue).elementsEqual(selection.positions.map { index.ids[$0] }), !index.isDamaged
    else { return nil }
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
    let scan = try await reader.scan(
      bytes, fields: CatalogFileReader.fields(for: query), prefilter: filter.isSelective ? filter : nil,
      into: { KeptProducts(keep: filter.matches) })
    let positions =
      query.sort.map { ProductOrdering($0).sortedPositions(scan.products) } ?? Array(scan.products.indices)
    let ranges = positions.map { scan.ranges[$0] }
    lastMatches = (key, bytes, ranges)
    return ranges
  }

  private func find(_ id: ProductID) async throws(CatalogSourceError) -> Product {
    let bytes = try await currentBytes()
    if let index = try await indexes.index(for: bytes, checked: false) {
      switch index.quickRange(of: id) {
      case .found(let range):
        if !index.isDamaged, let product = try? reader.fullProduct(in: range, of: bytes), product.id == id,
          !index.isDamaged
        {
          return product
        }
      case .absent:
        if !index.isDamaged { throw .productNotFound(id, source: sourceName) }
      case .unknown: break
      }
    }
    if let index = try await indexes.index(for: bytes) {
      guard let position = index.position(of: id) else { throw .productNotFound(id, source: sourceName) }
      if let product = try? reader.fullProduct(in: index.range(at: position), of: bytes), product.id == id {
        return product
      }
      // Not where the index says: a scan decides, as if there were no index.
      await indexes.distrust(bytes)
    }
    let scan = try await reader.scan(bytes, fields: [], into: { KeptProducts { $0.id == id } })
    guard let range = scan.ranges.first else { throw .productNotFound(id, source: sourceName) }
    return try reader.fullProduct(in: range, of: bytes)
  }

  private func tally() async throws(CatalogSourceError) -> [Category] {
    let bytes = try await currentBytes()
    // Not the whole index's check (538 MB read at a million products): only the codes are read,
    // and checked as they are.
    if let index = try await indexes.index(for: bytes, checked: false) {
      if let categories = index.categories(), !index.isDamaged { return categories }
      await indexes.distrust(bytes)
    }
    return try await reader.scan(bytes, fields: .category, into: { CategoryTally.Counts() }).categories
  }

  /// The file's bytes, opened again when the file at `path` is no longer the one they came from
  /// (rewritten, or replaced by a rename): one `stat` per request. A pipe was read once and
  /// cannot change.
  private func currentBytes() async throws(CatalogSourceError) -> CatalogBytes {
    if let bytes, bytes.identity.map({ FileIdentity.current(of: path) == $0 }) ?? true { return bytes }
    let opened = try CatalogBytes(path: path)
    bytes = opened
    await indexes.fileOpened(opened)
    return opened
  }

  // For tests and diagnostics: what the index's life cycle has reached.
  var isIndexed: Bool { get async { await indexes.isIndexed } }
  var searchesWithLists: Bool { get async { await indexes.searchesWithLists } }
  func keepsOrder(_ sort: ProductSort) async -> Bool { await indexes.keepsOrder(sort) }
  func backgroundWorkFinished() async { await indexes.backgroundWorkFinished() }
}

extension FileCatalogRepository: CatalogRevisions {
  /// The file's identity now (one `stat`): every write, by any program, replaces or rewrites it.
  nonisolated func currentRevision() async -> String? {
    FileIdentity.current(of: path).map(\.revision)
  }
}
