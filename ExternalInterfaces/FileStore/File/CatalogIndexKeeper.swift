import BusinessLogic
import DomainEntities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The life cycle of a catalog file's index, for its repository: found in the store, built by
/// the read a command needs anyway, asked of a build apart, or built in the background for an
/// interactive session; then ordered ahead and given its lists of short strings, kept on disk,
/// and dropped when the file changes or the index proves wrong. Nil from `index(for:)` means:
/// scan.
actor CatalogIndexKeeper {
  private let path: String
  private let reader: CatalogFileReader
  /// Whether the index is built in the background (an interactive session), rather than by a
  /// one-off command's own read.
  private let buildsInBackground: Bool
  private let store: CatalogIndexStore?
  /// Who builds a missing index for a one-off command; nil: the command builds it itself.
  private let buildRequester: (any IndexBuildRequester)?
  /// The bytes the repository reads now; an index is kept only for them.
  private var current: CatalogBytes?
  private var index: CatalogIndex?
  /// The bytes `index` was built from; an index answers only for those.
  private var indexedBytes: CatalogBytes?
  private var indexBuild: Task<Void, Never>?
  /// The whole catalog's orders being made ahead, after the index is built.
  private var orderingAhead: Task<Void, Never>?
  /// The bytes the store was last asked about, so a missing index is asked for once.
  private var storeConsulted: CatalogBytes?
  /// Bytes whose index is being built apart, at this command's request: they are scanned.
  private var buildRequested: CatalogBytes?
  /// Bytes whose index proved wrong: they are scanned from then on.
  private var keepsNoIndex: CatalogBytes?
  private nonisolated let executor: ActorExecutor
  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.unowned }

  init(
    path: String, reader: CatalogFileReader, buildsInBackground: Bool, store: CatalogIndexStore?,
    buildRequester: (any IndexBuildRequester)?, executor: ActorExecutor
  ) {
    self.executor = executor
    self.path = path
    self.reader = reader
    self.buildsInBackground = buildsInBackground
    self.store = store
    self.buildRequester = buildsInBackground ? nil : buildRequester
  }

  /// The repository opened the file (again): what was kept of other bytes is dropped.
  func fileOpened(_ bytes: CatalogBytes) {
    current = bytes
    index = nil
    indexedBytes = nil
    indexBuild = nil
    orderingAhead = nil
  }

  /// The index of `bytes`: the one in memory (waiting for it if it is being built), else the
  /// one in the store, else, for a one-off command on a file the store keeps, one built now by
  /// the read the command needed anyway, or, with a `buildRequester`, asked for once. `checked`:
  /// every block and value of a stored index checked first (`CatalogIndex.checkWhole`), for a
  /// caller that reads most of it; else only the frame, for one that checks what it reads
  /// (`CatalogIndex.quickPage`). An index that fails the check is distrusted: nil.
  func index(for bytes: CatalogBytes, checked: Bool = true) async throws(CatalogSourceError) -> CatalogIndex? {
    guard let found = try await anyIndex(for: bytes) else { return nil }
    guard !checked || found.checkWhole() else {
      distrust(bytes)
      return nil
    }
    return found
  }

  private func anyIndex(for bytes: CatalogBytes) async throws(CatalogSourceError) -> CatalogIndex? {
    if keepsNoIndex === bytes { return nil }
    if index == nil, let indexBuild { await indexBuild.value }
    if indexedBytes === bytes, let index { return index }
    guard let store = store(keeping: bytes), let seen = bytes.identity else { return nil }
    if storeConsulted !== bytes {
      storeConsulted = bytes
      if let stored = store.open(for: path, identity: seen, sample: { bytes.sample }) {
        keep(stored, of: bytes)
        if buildsInBackground { orderAhead(stored, of: bytes) }
        return stored
      }
      if let buildRequester, buildRequester.requestIndexBuild(of: path) { buildRequested = bytes }
    }
    guard !buildsInBackground, buildRequested !== bytes, let identity = bytes.sampledIdentity else { return nil }
    return try await buildAndSave(bytes, identity: identity, in: store).index
  }

  /// The index after a query, which may have cached what it computed, if it still describes
  /// `bytes`.
  func update(_ updated: CatalogIndex, of bytes: CatalogBytes) {
    if indexedBytes === bytes { index = updated }
  }

  /// Builds the file's index and keeps it in the store, unless the store has it already; then
  /// makes the whole catalog's orders and the lists of short strings and keeps the index again
  /// with them, so that the first browsing session finds them made (a stored index without them
  /// gets them too). The index is kept first without them, so that commands can use it while
  /// they are made.
  func buildUnlessStored(_ bytes: CatalogBytes) async throws(CatalogSourceError) -> IndexBuildOutcome {
    guard let store else { return .notCached }
    guard store.keepsIndex(of: bytes), let identity = bytes.sampledIdentity else { return .tooSmall }
    if let stored = store.load(for: path, identity: identity, sample: { bytes.sample }) {
      await saveCompleted(stored, identity: identity, in: store)
      return .alreadyIndexed(products: stored.count)
    }
    let (built, saved) = try await buildAndSave(bytes, identity: identity, in: store)
    if saved { await saveCompleted(built, identity: identity, in: store) }
    return saved ? .built(products: built.count) : .notSaved(products: built.count)
  }

  /// Saves `index` again with the orders and lists of short strings it lacks; nothing when it
  /// lacks none.
  /// At the build's own priority: it is the command's work (one started apart runs below the
  /// commands a person waits for already), and the lowest would starve it on a busy machine.
  /// Orders and lists are made in scratch files of the cache directory, one after another, so
  /// that the memory this takes does not grow with the catalog; in memory where they cannot be.
  private func saveCompleted(_ index: CatalogIndex, identity: FileIdentity, in store: CatalogIndexStore) async {
    let folder = try? store.cacheDirectory.open().get()
    defer { if let folder { close(folder) } }
    let orders = await BackgroundThread.run(priority: .normal) { index.storedOrdersToMake(scratchIn: folder) } ?? [:]
    let grams = await BackgroundThread.run(priority: .normal) { index.gramsToMake(scratchIn: folder) }
    await Self.save(index, storing: orders, grams, for: path, identity: identity, in: store, priority: .normal)
  }

  /// Keeps `index` again in the store with the orders and lists made for it; nothing when none
  /// were made.
  private static func save(
    _ index: CatalogIndex, with orders: [ProductSort: [Int]] = [:],
    storing stored: [ProductSortField: IndexColumn<Int32>] = [:], _ grams: GramIndex?, for path: String,
    identity: FileIdentity, in store: CatalogIndexStore, priority: BackgroundThread.Priority
  ) async {
    guard !orders.isEmpty || !stored.isEmpty || grams != nil else { return }
    var made = index
    made.adopt(orders)
    made.adopt(storedOrders: stored)
    if let grams { made.adopt(grams) }
    _ = await BackgroundThread.run(priority: priority) { [made] in store.save(made, for: path, identity: identity) }
  }

  /// An index whose ranges do not hold the products it names describes other bytes than these
  /// (a file edited in place between two sampled blocks, within the same clock tick): it is
  /// dropped from memory and from the store, and this file is answered by scanning.
  func distrust(_ bytes: CatalogBytes) {
    if indexedBytes === bytes {
      index = nil
      indexedBytes = nil
    }
    storeConsulted = bytes
    keepsNoIndex = bytes
    store?.forget(path)
  }

  /// Builds the index on a background thread of the lowest priority, so that drawing the first
  /// screen and answering keys always come first; then keeps it in the store too; then, still in
  /// the background, orders the whole catalog by each field, so that switching the sort later
  /// finds the order made.
  func startBuild(of bytes: CatalogBytes) {
    guard buildsInBackground, indexBuild == nil, current === bytes, keepsNoIndex !== bytes else { return }
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

  /// Whether queries are answered from an index now (for tests and diagnostics).
  var isIndexed: Bool { index != nil && indexedBytes === current }

  /// Whether the kept index has its lists of short strings (for tests and diagnostics).
  var searchesWithLists: Bool { index?.grams != nil }

  /// Whether the kept index has the whole catalog's order for `sort` (for tests and diagnostics).
  func keepsOrder(_ sort: ProductSort) -> Bool { index?.keepsOrder(sort) == true }

  /// Waits for the background work on the index (for tests).
  func backgroundWorkFinished() async {
    await indexBuild?.value
    await orderingAhead?.value
  }

  /// Reads the whole file into an index, saves it and keeps it; whether it could be saved. The
  /// index's long columns are built in scratch files of the cache directory, so a build's memory
  /// does not grow with the catalog; if those cannot be written, in memory.
  private func buildAndSave(_ bytes: CatalogBytes, identity: FileIdentity, in store: CatalogIndexStore)
    async throws(CatalogSourceError) -> (index: CatalogIndex, saved: Bool)
  {
    let folder = try? store.cacheDirectory.open().get()
    defer { if let folder { close(folder) } }
    let spilled = try await reader.scan(
      bytes, fields: CatalogIndex.fields, into: { CatalogIndex.Builder(scratchIn: folder) })
    let built: CatalogIndex
    if let made = spilled.build() {
      built = made
    } else {
      // A builder in memory always builds; `empty` is never reached.
      built =
        try await reader.scan(bytes, fields: CatalogIndex.fields, into: { CatalogIndex.Builder() }).build() ?? .empty
    }
    let saved = store.save(built, for: path, identity: identity)
    keep(built, of: bytes)
    return (built, saved)
  }

  private func keep(_ built: CatalogIndex, of bytes: CatalogBytes) {
    guard current === bytes else { return }
    index = built
    indexedBytes = bytes
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
      // A stored index is checked whole here, off the first frame's path; one that fails is
      // distrusted by the next step that asks for the check.
      guard await BackgroundThread.run({ built.checkWhole() }) else { return }
      let orders = await BackgroundThread.run { built.orders(for: CatalogIndex.sortsOrderedAhead) }
      guard adopt(madeFor: built, of: bytes, { $0.adopt(orders) }) else { return }
      let grams = await BackgroundThread.run { built.gramsToMake() }
      if let grams { guard adopt(madeFor: built, of: bytes, { $0.adopt(grams) }) else { return } }
      guard let store, let identity else { return }
      await Self.save(built, with: orders, grams, for: path, identity: identity, in: store, priority: .lowest)
    }
  }

  /// The store, when it keeps the index of a file this large.
  private func store(keeping bytes: CatalogBytes) -> CatalogIndexStore? {
    store.flatMap { $0.keepsIndex(of: bytes) ? $0 : nil }
  }

  /// Gives the kept index what was made from `built`, if it still describes the same products;
  /// whether it did.
  private func adopt(madeFor built: CatalogIndex, of bytes: CatalogBytes, _ change: (inout CatalogIndex) -> Void)
    -> Bool
  {
    guard indexedBytes === bytes, current === bytes, var kept = index, kept.ids == built.ids else { return false }
    // Not shared while it changes, so nothing of it is copied.
    index = nil
    change(&kept)
    index = kept
    return true
  }
}
