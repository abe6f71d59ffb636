/// Where a one-off command sends the work of indexing a large file (DECISIONS D57): it answers
/// from a plain scan, which is all its own query needs, and leaves the index to be built away
/// from it, so the first command on a file costs no more than a scan.
protocol IndexBuildRequester: Sendable {
  /// Whether the index will be built apart (or is being built now); false: build it here.
  func requestIndexBuild(of path: String) -> Bool
}

/// What `FileCatalogRepository.buildIndex` found or did.
enum IndexBuildOutcome: Equatable, Sendable {
  case built(products: Int)
  case alreadyIndexed(products: Int)
  /// Read and indexed, but the cache could not keep it (a full disk, a read-only directory).
  case notSaved(products: Int)
  /// Below the store's minimum size: read whole every time, never indexed.
  case tooSmall
  /// No cache directory to keep an index in.
  case notCached
}
