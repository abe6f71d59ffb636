/// What a source can say, cheaply and before it reads, about which version of the whole catalog
/// it would read now: text that changes whenever any product does, by whoever changes it. A
/// server names its answers' versions by it (`ETag`), and answers "not modified" without
/// reading at all. Asked before a read, never after: the read then sees this version or a later
/// one, so a tag is never newer than the answer it names.
protocol CatalogRevisions: Sendable {
  /// Nil when the source cannot tell now (then answers are named by their bytes).
  func currentRevision() async -> String?
}

/// A catalog that never changes while the program runs: the embedded one.
struct FixedRevision: CatalogRevisions {
  let revision: String
  func currentRevision() async -> String? { revision }
}
