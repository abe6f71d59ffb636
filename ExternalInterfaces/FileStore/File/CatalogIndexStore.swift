import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the index of each large catalog file in a cache directory between commands, so that
/// only the first command on a file reads all of it. An index names the version of the file it
/// describes (`FileIdentity`, with a sample of its content); a file that changed simply has no
/// index until it is read again. Everything here is best effort: a cache that cannot be read or
/// written is no cache.
///
/// The directory is trusted only when it is the user's own: a real directory (not a link),
/// owned by the user and writable by nobody else (DECISIONS D29). Files in it are opened relative
/// to the directory, never through a link, temporaries are created exclusively under names
/// nobody can guess, and an index is read only when it is a regular file of the user's. So a
/// cache directory shared with other users cannot be used to overwrite the user's files, or to
/// hang or flood a command with a FIFO or a device planted at an index's name.
struct CatalogIndexStore: Sendable {
  /// Below this a scan takes a few milliseconds and an index is not worth a file.
  static let defaultMinimumCatalogSize = 8 << 20
  /// The most the cache may hold: past it the least recently used indexes go (an index is about
  /// two fifths of its catalog, so this holds three catalogs of a million products).
  static let defaultMaximumBytes = 2 << 30

  let directory: String
  var minimumCatalogSize = Self.defaultMinimumCatalogSize
  var maximumBytes = Self.defaultMaximumBytes
  /// The last index loaded or saved, shared by the copies of this store: a write reads the
  /// product through the repository and then the file again under its lock, and finds the
  /// index the repository loaded instead of loading it a second time.
  private let recent = RecentIndex()
  private let lent = LentFolder()
  /// How old an index's time of last use may be before using it again writes it anew (seconds).
  static let useResolution = 60

  /// Whether a catalog of these bytes is large enough for its index to be kept.
  func keepsIndex(of bytes: CatalogBytes) -> Bool {
    bytes.buffer.count >= minimumCatalogSize
  }

  init(
    directory: String, minimumCatalogSize: Int = Self.defaultMinimumCatalogSize,
    maximumBytes: Int = Self.defaultMaximumBytes
  ) {
    self.directory = directory
    self.minimumCatalogSize = minimumCatalogSize
    self.maximumBytes = maximumBytes
  }

  /// The directory, checked each time it is opened (`CacheDirectory`).
  var cacheDirectory: CacheDirectory { CacheDirectory(path: directory) }

  /// Hands over `folder`, the directory as the command's start just checked and opened it, for
  /// the store's first look for an index: a command that reads one product checked it twice.
  func lend(_ folder: Int32) {
    lent.hold(folder)
  }

  /// The index of the catalog at `path` whose identity (with its content sample) is `identity`,
  /// every block and value of it checked (`CatalogIndex.checkWhole`).
  func load(for path: String, identity: FileIdentity) -> CatalogIndex? {
    load(for: path, identity: identity, sample: { identity.contentSample })
  }

  /// The same for a version `identity` whose content sample `sample` gives, when it is needed
  /// (`CatalogBytes.sample`).
  func load(for path: String, identity: FileIdentity, sample: () -> UInt64?) -> CatalogIndex? {
    open(for: path, identity: identity, sample: sample).flatMap { $0.checkWhole() ? $0 : nil }
  }

  /// The same, its frame checked and the rest as it is read: for a command that reads a few
  /// products of it (`CatalogIndex.quickPage`).
  func open(for path: String, identity: FileIdentity) -> CatalogIndex? {
    open(for: path, identity: identity, sample: { identity.contentSample })
  }

  /// The same for a version `identity` whose content sample `sample` gives, when it is needed.
  func open(for path: String, identity: FileIdentity, sample: () -> UInt64?) -> CatalogIndex? {
    if let known = recent.index(for: identity) { return known }
    guard let folder = lent.take() ?? (try? cacheDirectory.open().get()) else { return nil }
    defer { close(folder) }
    // Nothing larger than any index of this catalog could be.
    guard
      let (descriptor, size, modified) = CacheFile.open(
        name(for: path), in: folder, maximumBytes: Int(2 * identity.size + (64 << 20)))
    else { return nil }
    defer { close(descriptor) }
    // Used now: the least recently used indexes are the first to go when the cache is full. To
    // the minute is near enough for that, and spares a command that runs again and again a
    // write of the file's times each run.
    if modified < Int(time(nil)) - Self.useResolution { _ = futimens(descriptor, nil) }
    // The index file is ours and written by rename, so it never changes while it is mapped.
    let index = CatalogIndexFile.open(
      mapping: descriptor, size: size, identity: identity, sample: sample, fileSize: Int(identity.size))
    if let index { recent.keep(index, for: identity) }
    return index
  }

  /// Writes under a fresh, unguessable name beside the final one and renames, so a reader never
  /// sees half an index and nobody can plant a link where the bytes go; then drops what is no
  /// longer worth keeping (`sweep`).
  /// Whether the index is now in the cache.
  @discardableResult
  func save(_ index: CatalogIndex, for path: String, identity: FileIdentity) -> Bool {
    recent.keep(index, for: identity)
    return store(index, after: nil, for: path, identity: identity)
  }

  /// Saves the index of the file after a write made `edit` to the file `index` describes,
  /// written from the old index and the edit.
  func save(_ index: CatalogIndex, after edit: CatalogIndexEdit, for path: String, identity: FileIdentity) {
    store(index, after: edit, for: path, identity: identity)
  }

  /// Writes the index of the file after a write made `edit` to the file `index` describes,
  /// before that file exists (`IndexWrittenAhead`); nil when it could not be written.
  func writeAhead(_ index: CatalogIndex, after edit: CatalogIndexEdit, for path: String) -> IndexWrittenAhead? {
    guard case .success(let folder) = cacheDirectory.open() else { return nil }
    let target = name(for: path)
    guard let (temporary, descriptor) = CacheFile.createTemporary(for: target, in: folder) else {
      close(folder)
      return nil
    }
    let stamp = CatalogIndexFile.encodeStampable(index, after: edit, catalogPath: Self.resolved(path)) { chunk in
      Self.write(UnsafeRawBufferPointer(chunk), to: descriptor)
    }
    guard let stamp else {
      IndexWrittenAhead.remove(temporary, open: descriptor, in: folder)
      return nil
    }
    return IndexWrittenAhead(
      store: self, folder: folder, descriptor: descriptor, temporary: temporary, name: target, stamp: stamp)
  }

  @discardableResult
  private func store(_ index: CatalogIndex, after edit: CatalogIndexEdit?, for path: String, identity: FileIdentity)
    -> Bool
  {
    guard case .success(let folder) = cacheDirectory.open() else { return false }
    defer { close(folder) }
    let target = name(for: path)
    let saved = CacheFile.replace(target, in: folder) { descriptor in
      let catalogPath = Self.resolved(path)
      var size = 0
      let written = CatalogIndexFile.encode(index, after: edit, identity: identity, catalogPath: catalogPath) { chunk in
        size += chunk.count
        return Self.write(UnsafeRawBufferPointer(chunk), to: descriptor)
      }
      if written, edit == nil, size >= Self.droppedFromPageCache { Self.dropFromPageCache(descriptor) }
      return written
    }
    sweep(folder, keeping: target)
    evict(folder, keeping: target)
    return saved
  }

  /// Writes an index's bytes a page group at a time. The kernel keeps what one write put in the
  /// page cache as one folio, and maps a whole folio into a command that reads one value of it:
  /// written a megabyte at a time, an index just built cost a sorted search of a million
  /// products 44 MiB where the same index read in page by page cost 25.
  static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let piece = UnsafeRawBufferPointer(rebasing: bytes[offset..<Swift.min(bytes.count, offset + Self.writePiece)])
      guard CacheFile.writeAll(piece, to: descriptor) else { return false }
      offset += piece.count
    }
    return true
  }

  static let writePiece = 16 << 10

  /// From this size on, a whole new index is written back and dropped from the page cache.
  static let droppedFromPageCache = 1 << 30

  /// Writes an index back and drops it from the page cache. The kernel keeps what a write put
  /// there in large folios and maps a whole folio for one read of it: a command that read a few
  /// scattered values of a ten-million-product index (5 GB) just built held 100 MB of it. Read
  /// in again as commands read it (`IndexFileBytes` maps it without read-ahead), it costs them
  /// the pages they read (36 MB in all). A smaller index stays cached, so a write right after a
  /// build does not read it from the disk (a million products' index: 0.5 GB, 60 MB at most).
  private static func dropFromPageCache(_ descriptor: Int32) {
    #if os(Linux)
      if fdatasync(descriptor) == 0 { _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED) }
    #endif
  }

  /// The names in the directory that start with `index-`: indexes and their temporaries.
  private static func cacheNames(in folder: Int32) -> [String] {
    CacheFile.names(in: folder, prefix: "index-")
  }

  /// One index in the cache, for `catalog cache info` and eviction.
  struct Entry: Equatable {
    let name: String
    let bytes: Int
    let lastUsed: Int
  }

  /// What every index file this program writes starts with, whatever its format's version.
  static let signature = Array("CATIDX".utf8)

  /// The indexes in the directory that this program made (temporaries aside), least recently
  /// used first.
  func entries(_ folder: Int32) -> [Entry] {
    var entries: [Entry] = []
    for name in Self.cacheNames(in: folder)
    where name.hasSuffix(".bin") && CacheFile.isOurs(name, in: folder, signature: Self.signature) {
      var status = stat()
      guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
        continue
      }
      let used = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
      entries.append(Entry(name: name, bytes: Int(status.st_size), lastUsed: used))
    }
    return entries.sorted { ($0.lastUsed, $0.name) < ($1.lastUsed, $1.name) }
  }

  /// Removes the least recently used indexes until the cache holds at most `maximumBytes`; the
  /// one just written stays.
  func evict(_ folder: Int32, keeping kept: String) {
    let entries = entries(folder)
    var total = entries.reduce(0) { $0 + $1.bytes }
    for entry in entries where total > maximumBytes && entry.name != kept {
      if unlinkat(folder, entry.name, 0) == 0 { total -= entry.bytes }
    }
  }

  /// What `catalog cache info` reports, and what `clean` removed.
  struct Summary: Equatable {
    var indexes = 0
    var bytes = 0
    /// The largest index's size: one larger than the bound is kept alone (`evict`).
    var largest = 0
  }

  /// The cache as it is, without creating it; nil when the directory is missing or refused.
  func summary() -> Summary? {
    guard case .success(let folder)? = cacheDirectory.openIfPresent() else { return nil }
    defer { close(folder) }
    let entries = entries(folder)
    return Summary(
      indexes: entries.count, bytes: entries.reduce(0) { $0 + $1.bytes }, largest: entries.map(\.bytes).max() ?? 0)
  }

  /// The size of the index kept for the catalog at `path`; nil when there is none.
  func indexBytes(for path: String) -> Int? {
    guard case .success(let folder)? = cacheDirectory.openIfPresent() else { return nil }
    defer { close(folder) }
    let target = name(for: path)
    return entries(folder).first { $0.name == target }?.bytes
  }

  /// Removes every index and the temporaries of saves that did not finish; what was removed. Files it did
  /// not make stay, whatever their names.
  func clean() -> Summary {
    guard case .success(let folder)? = cacheDirectory.openIfPresent() else { return Summary() }
    defer { close(folder) }
    recent.forgetAll()
    var removed = Summary()
    for entry in entries(folder) where unlinkat(folder, entry.name, 0) == 0 {
      removed.indexes += 1
      removed.bytes += entry.bytes
    }
    sweep(folder, keeping: "")
    return removed
  }

  /// Removes the index of the catalog at `path`, found to be wrong.
  func forget(_ path: String) {
    recent.forgetAll()
    guard case .success(let folder) = cacheDirectory.open() else { return }
    defer { close(folder) }
    _ = unlinkat(folder, name(for: path), 0)
  }

  /// Removes what a cache no longer needs: indexes whose catalog file is gone or has changed
  /// (they can never be used again), and temporaries of saves whose process has died.
  func sweep(_ folder: Int32, keeping kept: String) {
    for name in Self.cacheNames(in: folder) where name != kept {
      if name.hasSuffix(".partial") {
        if CacheFile.isAbandonedTemporary(name),
          CacheFile.isOurs(name, in: folder, signature: Self.signature, cutOff: true)
        {
          _ = unlinkat(folder, name, 0)
        }
        continue
      }
      // Read once: whether this program wrote it, and then which catalog it describes.
      guard name.hasSuffix(".bin"), let prefix = Self.prefix(ofIndex: name, in: folder),
        prefix.starts(with: Self.signature)
      else { continue }
      // An index of an older format, of a file that is gone, or of a version since replaced.
      let stillUseful = prefix.withUnsafeBytes { CatalogIndexFile.catalogPath(inPrefix: $0) }.map { catalog, header in
        FileIdentity.current(of: catalog).map {
          name == self.name(for: catalog) && CatalogIndexFile.header(header, names: $0)
        }
          ?? false
      }
      if stillUseful != true { _ = unlinkat(folder, name, 0) }
    }
  }

  /// The first bytes of the index file `name` (its magic word, identity and catalog path), if
  /// it is a regular file of the user's.
  private static func prefix(ofIndex name: String, in folder: Int32) -> [UInt8]? {
    guard let (descriptor, _, _) = CacheFile.openOwn(name, in: folder) else { return nil }
    defer { close(descriptor) }
    var prefix = [UInt8](repeating: 0, count: CatalogIndexFile.prefixBytes)
    let count = prefix.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count > 0 ? Array(prefix[..<count]) : nil
  }

  /// One file per catalog path (resolved, so two spellings of a path share it).
  func location(for path: String) -> String {
    directory + "/" + name(for: path)
  }

  private func name(for path: String) -> String {
    CacheFile.name(prefix: "index-", key: Self.resolved(path), suffix: ".bin")
  }

  private static func resolved(_ path: String) -> String {
    LosslessText.withPath(path) { realpath($0, nil) }.map { pointer in
      defer { free(pointer) }
      return LosslessText.decode(cString: pointer)
    } ?? path
  }
}

/// The cache directory's descriptor, as checked at a command's start, until the store first
/// opens the directory (or closed with the store).
private final class LentFolder: Sendable {
  private let folder = Mutex<Int32?>(nil)

  func hold(_ descriptor: Int32) {
    folder.withLock { held in
      if let held { close(held) }
      held = descriptor
    }
  }

  func take() -> Int32? {
    folder.withLock { held in
      defer { held = nil }
      return held
    }
  }

  deinit {
    if let held = take() { close(held) }
  }
}

/// The one index a process keeps at hand for the version of a file it describes.
private final class RecentIndex: Sendable {
  private let held = Mutex<(identity: FileIdentity, index: CatalogIndex)?>(nil)

  func index(for identity: FileIdentity) -> CatalogIndex? {
    // A sample asked for must be the one kept; a version alone finds what this process read of it.
    held.withLock { held in
      held.flatMap { kept in
        kept.identity.isSameVersion(as: identity)
          && (identity.contentSample == nil || identity.contentSample == kept.identity.contentSample)
          ? kept.index : nil
      }
    }
  }

  func keep(_ index: CatalogIndex, for identity: FileIdentity) {
    held.withLock { $0 = (identity, index) }
  }

  func forgetAll() {
    held.withLock { $0 = nil }
  }
}
