import DomainEntities

/// What can go wrong while changing a catalog, as facts for presenters to word.
public enum CatalogWriteError: Error, Hashable, Sendable {
  /// The source cannot be written at all.
  case readOnlySource(source: String, ReadOnlySource)
  /// Reading the catalog, or the product to change, failed.
  case read(CatalogSourceError)
  /// The product is not as it was when the change started: someone else changed or removed it.
  case changedSinceRead(ProductID, source: String)
  /// Another program changed the file while it was being written; nothing was written.
  case changedDuringWrite(source: String)
  /// Another writer held the catalog's lock for longer than the time allowed.
  case lockTimedOut(source: String, seconds: Double)
  case writeFailed(source: String, WriteFailure)
}

/// Why a source is read-only.
public enum ReadOnlySource: Hashable, Sendable {
  /// The catalog built into the program.
  case embedded
  /// A stream (standard input): there is nothing to write back to.
  case stream
  /// A server, whose write API this program does not speak yet.
  case server
}

/// Why a write failed, as the system said.
public enum WriteFailure: Hashable, Sendable {
  case noSpace
  /// The file is larger than the process may write (`ulimit -f`).
  case fileTooLarge
  /// The file itself is not writable (its mode, or a read-only file system).
  case fileNotWritable
  /// No new file can be made beside it (the folder's permissions).
  case folderNotWritable
  case readOnlyFileSystem
  /// The file was removed or replaced before it could be written.
  case removed
  case system(String)
}
