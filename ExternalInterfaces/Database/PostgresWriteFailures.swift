import BusinessLogic

/// A database's failures under a change, as the write port's facts.
enum PostgresWriteFailures {
  /// SQLSTATEs of a transaction the server gave up so that another could go on; run again, it
  /// may pass.
  static let conflicts: Set<String> = ["40001", "40P01"]

  static func writeError(_ failure: DatabaseFailure, source: String) -> CatalogWriteError {
    switch failure {
    case .outOfSpace: .writeFailed(source: source, .noSpace)
    case .refused(let state, _) where state == "42501": .writeFailed(source: source, .fileNotWritable)
    case .refused(let state, _) where state == "25006": .writeFailed(source: source, .readOnlyFileSystem)
    default: .read(.unavailable(source: source, .database(failure)))
    }
  }

  static func isConflict(_ error: CatalogWriteError) -> Bool {
    guard case .read(.unavailable(_, .database(.refused(let state, _)))) = error else { return false }
    return conflicts.contains(state)
  }
}
