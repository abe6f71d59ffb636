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

  // A server.
  /// The server refused `action` (403). `permission` is the server's own name for what was
  /// missing, when it has names (Datasette's `insert-row`); `sentToken` says whether a token
  /// went with the request.
  case permissionDenied(source: String, action: WriteAction, permission: String?, sentToken: Bool)
  /// The server refused the change as it was sent (a 400 or 422), with its own message and
  /// the fields it named.
  case rejectedByServer(source: String, status: Int, message: String?, fields: [ServerFieldProblem])
  /// The request went out but no answer said what became of it: the change may or may not have
  /// been made.
  case unconfirmed(source: String, action: WriteAction, SourceFailure)
  /// The server answered as if it made the change, but reading the product back shows it did
  /// not keep it (the public DummyJSON simulates writes).
  case notKept(source: String, action: WriteAction, ProductID)
  /// The server added the product but its answer did not say which it is (Datasette answers a
  /// token that may insert rows but not view them with no row), and reading did not find it.
  case addedWithoutID(source: String)
  /// A token is set, but the source is plain `http` to a host other than this machine, where
  /// anyone on the way could read it; nothing was sent.
  case tokenOverPlainHTTP(source: String, host: String)
  /// The sign-in kept for the server (`catalog auth login`) has expired and could not be
  /// renewed; nothing was sent.
  case signInLapsed(source: String, origin: String)
  /// The server redirected a change to another place; it was not sent there.
  case redirected(source: String, to: String)
}

/// What a change does, in the words of the use cases.
public enum WriteAction: Hashable, Sendable {
  case add
  case edit
  case delete
}

/// A field a server named in refusing a change, with its message.
public struct ServerFieldProblem: Hashable, Sendable {
  public let field: String
  public let message: String

  public init(field: String, message: String) {
    (self.field, self.message) = (field, message)
  }
}

/// Why a source is read-only.
public enum ReadOnlySource: Hashable, Sendable {
  /// The catalog built into the program.
  case embedded
  /// A stream (standard input): there is nothing to write back to.
  case stream
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
  /// The file has other names (hard links): replacing it would leave them with the old content.
  case hardLinked(names: Int)
  /// An extended attribute (an ACL, say) of the file could not be given to the new version.
  case attributeNotKept(String)
  case system(String)
}
