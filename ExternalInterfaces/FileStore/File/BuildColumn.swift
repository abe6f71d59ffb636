/// A column as a scan builds it: in memory, or for an index the cache will keep, in a scratch
/// file written a quarter of a megabyte at a time (`ScratchFile`), so that the memory a build
/// takes does not grow with the catalog (ten million products' columns are 3 GB). A column in a
/// file is one writer's: two copies of it appending would share the file.
struct BuildColumn<Element: BitwiseCopyable & Sendable>: Sendable {
  private var pending: [Element] = []
  private let file: ScratchFile?
  /// How many values are held before they are written to the file.
  private let chunk: Int

  private static var stride: Int { MemoryLayout<Element>.stride }

  /// A column in memory, or in `file` when there is one, written `chunkBytes` at a time.
  init(in file: ScratchFile? = nil, chunkBytes: Int = 1 << 18) {
    self.file = file
    chunk = Swift.max(1, chunkBytes / Self.stride)
    if file != nil { pending.reserveCapacity(chunk) }
  }

  var count: Int { (file?.count ?? 0) / Self.stride + pending.count }

  /// Whether the column is whole: false once a write of its file failed.
  var isWhole: Bool { !(file?.failed ?? false) }

  mutating func append(_ value: Element) {
    pending.append(value)
    if file != nil, pending.count >= chunk { flush() }
  }

  mutating func append(contentsOf values: some Collection<Element>) {
    pending.append(contentsOf: values)
    if file != nil, pending.count >= chunk { flush() }
  }

  private mutating func flush() {
    guard let file, !pending.isEmpty else { return }
    pending.withUnsafeBytes { file.append($0) }
    pending.removeAll(keepingCapacity: true)
  }

  /// Appends `later`'s values after its first `dropped`, each as `transform` makes it: the
  /// second part of a scan after the first.
  mutating func append(
    contentsOf later: BuildColumn, dropping dropped: Int = 0, _ transform: (Element) -> Element = { $0 }
  ) {
    var skip = dropped
    if let source = later.file {
      let total = source.count / Self.stride
      var buffer = [Element]()
      var next = 0
      while next < total {
        let part = Swift.min(chunk, total - next)
        buffer = [Element](unsafeUninitializedCapacity: part) { values, initialized in
          initialized = source.read(into: UnsafeMutableRawBufferPointer(values), at: next * Self.stride) ? part : 0
        }
        guard buffer.count == part else {
          // The part written cannot be read back: this column is not whole.
          source.markFailed()
          file?.markFailed()
          return
        }
        append(contentsOf: buffer.dropFirst(skip).map(transform))
        skip = Swift.max(0, skip - part)
        next += part
      }
    }
    append(contentsOf: later.pending.dropFirst(skip).map(transform))
  }

  /// The column, mapped from its file when it has one; nil when a write of that failed.
  consuming func column() -> IndexColumn<Element>? {
    guard let file else { return IndexColumn(pending) }
    flush()
    guard isWhole else { return nil }
    guard count > 0 else { return IndexColumn([]) }
    return file.map().map { IndexColumn($0, offset: 0, count: file.count / Self.stride) }
  }
}
