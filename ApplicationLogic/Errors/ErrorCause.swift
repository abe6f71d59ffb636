import BusinessLogic

/// What a failure was about, beyond whose fault it was: an interface that has codes for these
/// (HTTP's 404, 409, 503) reads them here instead of reading the words.
public enum ErrorCause: Hashable, Sendable {
  case unspecified
  /// The product asked for is not in the catalog.
  case notFound
  /// Someone else changed the catalog first.
  case conflict
  /// The catalog cannot be changed here, or not by this client.
  case notPermitted
  /// Another writer held the catalog for too long.
  case busy
  case tooLarge
  case noSpace
  /// The catalog's own server failed or could not be reached.
  case upstream
  /// The store cannot answer for now (its database is down or overloaded): ask again soon.
  case unavailable

  public static func of(_ error: CatalogSourceError) -> ErrorCause {
    switch error {
    case .productNotFound: .notFound
    case .unavailable(_, .productTextTooLarge): .tooLarge
    case .unavailable(_, .database(.serverUnreachable)), .unavailable(_, .database(.connectionLost)),
      .unavailable(_, .database(.statementTimedOut)):
      .unavailable
    case .unavailable(_, .database): .unspecified
    case .unavailable(_, let failure) where failure.isRemote: .upstream
    case .unavailable, .malformed: .unspecified
    }
  }

  public static func of(_ error: CatalogWriteError) -> ErrorCause {
    switch error {
    case .read(let error): of(error)
    case .readOnlySource: .notPermitted
    case .changedSinceRead, .changedDuringWrite: .conflict
    case .lockTimedOut: .busy
    case .writeFailed(_, .noSpace): .noSpace
    case .writeFailed: .unspecified
    case .permissionDenied, .rejectedByServer, .unconfirmed, .notKept, .addedWithoutID, .redirected: .upstream
    case .tokenOverPlainHTTP, .signInLapsed: .notPermitted
    }
  }
}

extension SourceFailure {
  /// Whether it concerns a server, not a local file or stream.
  fileprivate var isRemote: Bool {
    switch self {
    case .missing, .isDirectory, .isDevice, .permissionDenied, .readFailed, .shrankWhileRead, .streamTooLarge,
      .productTextTooLarge:
      false
    default: true
    }
  }
}
