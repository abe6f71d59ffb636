import BusinessLogic
import DomainEntities

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The write port for a local catalog file, with the guarantees a file people keep by hand
/// needs:
///
/// - **One writer at a time**, each changing the file as the last one left it (`CatalogLock`).
/// - **Only the change is written**: the edited product's changed members are rewritten in the
///   file's own layout (`ObjectLayout`); every other byte, unknown members and other products and
///   top-level members included, is copied as it was (`CatalogSplice`).
/// - **All or nothing**: the new version replaces the old by rename (`AtomicReplacement`); a
///   failure or a kill leaves the old file.
/// - **No blind overwrite**: the product must still be the version the change was based on, and
///   the file must not have been changed by another program during the write.
/// - **The index follows**: a large file's cached index is updated for the new version, so the
///   next command is answered from it.
struct FileProductStore: ProductStore {
  let path: String
  let sourceName: String
  let indexStore: CatalogIndexStore?
  /// Who makes again, apart, the lists a write could not keep (after a delete).
  let buildRequester: (any IndexBuildRequester)?
  /// How long to wait for another writer's lock, in seconds.
  let lockTimeout: Double
  /// Who frees the versions a write replaced; nil: this process, when it lets them go.
  let replacedFiles: (any ReplacedFileRelease)?

  init(
    path: String, indexStore: CatalogIndexStore?, buildRequester: (any IndexBuildRequester)? = nil,
    lockTimeout: Double = 10, replacedFiles: (any ReplacedFileRelease)? = nil
  ) {
    self.path = path
    sourceName = LocalFile.displayName(path)
    self.indexStore = indexStore
    self.buildRequester = buildRequester
    self.lockTimeout = lockTimeout
    self.replacedFiles = replacedFiles
  }

  func checkWritable() async throws(CatalogWriteError) {
    try checkWritable(try resolvedTarget())
  }

  func unmodeledMembers(of product: Product) async throws(CatalogWriteError) -> [FieldMember] {
    let file = try await open(.preview, at: product.id)
    let position = try self.position(of: product, in: file.contents)
    let layout = try layout(of: file.contents.range(at: position), in: file.contents)
    let unmodeled = layout.members.filter { ProductField(rawValue: $0.name) == nil }.compactMap { member in
      layout.value(of: member.name, in: file.contents.buffer).map { FieldMember(member.name, $0.fieldInput) }
    }
    guard !MappedFileFaults.absorbed(since: file.faults) else { throw .changedDuringWrite(source: sourceName) }
    withExtendedLifetime(file.lock) {}
    return unmodeled
  }

  func add(_ draft: ProductDraft, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    try await change(mode, at: nil) { contents throws(CatalogWriteError) in
      let product = draft.product(withID: ProductID((contents.ids.max() ?? 0) + 1))
      let members = ProductMembers.all(of: product, unmodeled: draft.unmodeled)
      let bytes = contents.buffer
      let placed: (splice: CatalogSplice, range: Range<Int>)
      if let position = contents.ids.indices.last {
        let last = contents.range(at: position)
        let style = try layout(of: last, in: contents).style(in: bytes)
        placed = CatalogSplice.appending(
          Self.object(members, style), after: last, previous: contents.range(before: position), in: bytes)
      } else {
        placed = CatalogSplice.filling(
          try contents.emptyArrayInside(),
          with: { indent in
            Self.object(members, ObjectStyle(json: .indented, indent: indent))
          }, in: bytes)
      }
      let stored = try written(placed.splice.bytes(at: placed.range), expecting: product)
      let end = contents.ids.count
      return Plan(
        splice: placed.splice,
        edit: CatalogIndexEdit(positions: end..<end, entries: [(stored, placed.range)], delta: placed.splice.delta),
        result: stored)
    }
  }

  func update(_ edit: ProductChange, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    let (original, updated) = (edit.original, edit.updated)
    // The product's place is proved by reading it there, so the rest of the index is checked
    // while the file is copied (`change`).
    return try await change(mode, at: original.id, checkingIndexFirst: false) { contents throws(CatalogWriteError) in
      let position = try self.position(of: original, in: contents)
      let range = contents.range(at: position)
      let layout = try layout(of: range, in: contents)
      let changes = ProductMembers.changed(by: edit) { layout.value(of: $0, in: contents.buffer) }
      let object = layout.rewritten(contents.buffer, changing: changes)
      let splice = CatalogSplice(range: range, replacement: object)
      let newRange = range.lowerBound..<(range.lowerBound + object.count)
      let stored = try written(splice.bytes(at: newRange), expecting: updated)
      return Plan(
        splice: splice,
        edit: CatalogIndexEdit(
          positions: position..<(position + 1), entries: [(stored, newRange)], delta: splice.delta),
        result: stored)
    }
  }

  func delete(_ original: Product, mode: WriteMode) async throws(CatalogWriteError) {
    try await change(mode, at: original.id) { contents throws(CatalogWriteError) in
      let position = try self.position(of: original, in: contents)
      let splice = CatalogSplice.removing(
        contents.range(at: position), next: contents.range(after: position), previous: contents.range(before: position),
        in: contents.buffer)
      return Plan(
        splice: splice, edit: CatalogIndexEdit(positions: position..<(position + 1), entries: [], delta: splice.delta),
        result: ())
    }
  }

  /// A write worked out on the file as it is under the lock.
  private struct Plan<Result> {
    let splice: CatalogSplice
    /// The splice as the index sees it.
    let edit: CatalogIndexEdit
    let result: Result
  }

  /// Locks the file (in a commit), reads where its products are, lets `plan` work out the
  /// splice, and writes it; `anchor` is the product the plan will look at (nil: the last), used
  /// to check that a cached index still describes the file. A plan that trusts no more of the
  /// index than the product it proves (`checkingIndexFirst` false) has the index checked whole
  /// while the file is copied.
  private func change<Result>(
    _ mode: WriteMode, at anchor: ProductID?, checkingIndexFirst: Bool = true,
    _ plan: (CatalogContents) throws(CatalogWriteError) -> Plan<Result>
  ) async throws(CatalogWriteError) -> Result {
    let (target, lock, contents, faults) = try await open(mode, at: anchor, checkingIndex: checkingIndexFirst)
    let planned = try plan(contents)
    guard !MappedFileFaults.absorbed(since: faults) else { throw .changedDuringWrite(source: sourceName) }
    guard mode == .commit else { return planned.result }
    // The new version's index is made from the old one and the edit while the new version is
    // copied (on the other core); it becomes the index once the version is in place.
    let ahead = contents.index.flatMap { index in
      indexStore.map { store in
        WorkThread { [path, edit = planned.edit] in
          index.checkWhole() ? store.writeAhead(index, after: edit, for: path) : nil
        }
      }
    }
    let before = FileIdentity(lock.status)
    let newVersion: CatalogLock
    do {
      newVersion = try AtomicReplacement(target: target, source: sourceName).write(
        planned.splice, from: lock.descriptor, status: lock.status,
        stillCurrent: { FileIdentity.current(of: target) == before && !MappedFileFaults.absorbed(since: faults) })
    } catch {
      ahead?.value()?.discard()
      throw error
    }
    var replaced = replacedFiles == nil ? [] : [LocalFile.reopen(lock.descriptor, flags: O_RDONLY)].compactMap { $0 }
    defer { replacedFiles?.release(replaced) }
    // Kept while the new version is locked: the next writer reads it with this index, never before.
    if let index = contents.index, let indexStore {
      let written = ahead?.value()
      if replacedFiles != nil, let old = written?.openReplaced() { replaced.append(old) }
      if let written, let reopened = try? CatalogBytes(path: target), let identity = reopened.sampledIdentity,
        identity.inode == UInt64(newVersion.status.st_ino), written.finish(identity: identity)
      {
        // Without the lists (a delete moves every product after it, which they cannot follow,
        // D71; or a version read by a scan, whose writer was killed before it kept its index): a
        // build started apart makes them again, so searches are quick again a few seconds later.
        if index.grams(after: planned.edit) == nil { _ = buildRequester?.requestIndexBuild(of: path) }
      } else {
        // The old index proved damaged, or the new version is not the one written: no index
        // describes it, and one is built apart.
        written?.discard()
        indexStore.forget(path)
        _ = buildRequester?.requestIndexBuild(of: path)
      }
    }
    withExtendedLifetime((lock, newVersion)) {}
    return planned.result
  }

  /// The file locked for `mode` and where its products are, with the count of mapped-file
  /// faults when reading began (`MappedFileFaults`). The lock lasts as long as the caller keeps
  /// it.
  private func open(_ mode: WriteMode, at anchor: ProductID?, checkingIndex: Bool = true)
    async throws(CatalogWriteError)
    -> (target: String, lock: CatalogLock, contents: CatalogContents, faults: Int)
  {
    let target = try resolvedTarget()
    try checkWritable(target)
    // A dry run reads without waiting for writers: it changes nothing they could lose.
    let lock = try await CatalogLock.acquire(
      target, timeout: lockTimeout, source: sourceName, exclusive: mode == .commit)
    guard let bytes = CatalogBytes(locked: lock.descriptor, status: lock.status) else {
      throw .writeFailed(source: sourceName, .system(String(cString: strerror(errno)).lowercased()))
    }
    let faults = MappedFileFaults.now
    var contents = try await CatalogContents.read(
      bytes, path: path, indexStore: indexStore, source: sourceName, trustingCache: true,
      checkingWhole: checkingIndex)
    if contents.index != nil, !contents.holds(anchor) {
      indexStore?.forget(path)
      contents = try await CatalogContents.read(
        bytes, path: path, indexStore: indexStore, source: sourceName, trustingCache: false)
    }
    return (target, lock, contents, faults)
  }

  private func position(of original: Product, in contents: CatalogContents) throws(CatalogWriteError) -> Int {
    guard let position = contents.ids.firstIndex(of: original.id.rawValue),
      (try? contents.product(at: position)) == original
    else { throw .changedSinceRead(original.id, source: sourceName) }
    return position
  }

  private func layout(of range: Range<Int>, in contents: CatalogContents) throws(CatalogWriteError) -> ObjectLayout {
    do throws(JSONReadError) {
      return try ObjectLayout(contents.buffer, at: range.lowerBound)
    } catch {
      throw .read(CatalogJSONDecoder.describe(error, source: sourceName))
    }
  }

  /// The product the new text reads back as, which must be the one meant: a last check that
  /// the writer wrote what the business rules accepted.
  private func written(_ object: ArraySlice<UInt8>, expecting product: Product) throws(CatalogWriteError) -> Product {
    let stored = try Array(object).withUnsafeBufferPointer { buffer throws(CatalogWriteError) in
      try CatalogContents.product(in: buffer, source: sourceName)
    }
    guard stored == product else {
      throw .writeFailed(source: sourceName, .system("the new text does not read back as the product"))
    }
    return stored
  }

  private static func object(_ members: [(name: String, value: JSONTree?)], _ style: ObjectStyle) -> [UInt8] {
    style.object(members.compactMap { member in member.value.map { style.member(member.name, $0) } })
  }

  /// The file a link names: it is written through, and the link stays.
  private func resolvedTarget() throws(CatalogWriteError) -> String {
    guard path != LocalFile.standardInput else { throw .readOnlySource(source: sourceName, .stream) }
    // A pipe or terminal by any name (`/dev/stdin`, `/dev/fd/0`, a FIFO) is a stream, as `-` is:
    // it can be read once, never replaced.
    var status = stat()
    if LosslessText.withPath(path, { stat($0, &status) }) == 0,
      [S_IFIFO, S_IFSOCK, S_IFCHR].contains(status.st_mode & S_IFMT)
    {
      throw .readOnlySource(source: sourceName, .stream)
    }
    guard let resolved = LosslessText.withPath(path, { realpath($0, nil) }) else {
      throw .read(LocalFile.failure(errno, path: path))
    }
    defer { free(resolved) }
    return LosslessText.decode(cString: resolved)
  }

  /// Refuses before anything is read when the file or its folder cannot take the change; a
  /// file without write permission is refused even to root, who could replace it.
  private func checkWritable(_ target: String) throws(CatalogWriteError) {
    var status = stat()
    guard LosslessText.withPath(target, { stat($0, &status) }) == 0 else {
      throw .read(LocalFile.failure(errno, path: path))
    }
    if (status.st_mode & 0o222) == 0 || LosslessText.withPath(target, { access($0, W_OK) }) != 0 {
      throw .writeFailed(source: sourceName, errno == EROFS ? .readOnlyFileSystem : .fileNotWritable)
    }
    // A rename gives the name a new file: other hard links would keep the old catalog, silently.
    if status.st_nlink > 1 { throw .writeFailed(source: sourceName, .hardLinked(names: Int(status.st_nlink))) }
    let folder = AtomicReplacement.folder(of: target)
    var folderStatus = stat()
    if LosslessText.withPath(folder, { stat($0, &folderStatus) }) != 0 || (folderStatus.st_mode & 0o222) == 0
      || LosslessText.withPath(folder, { access($0, W_OK) }) != 0
    {
      throw .writeFailed(source: sourceName, errno == EROFS ? .readOnlyFileSystem : .folderNotWritable)
    }
  }
}
