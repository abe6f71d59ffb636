import Synchronization

/// gzip answers kept by address and version (`ETag`): the same version of the same address is
/// the same bytes, so a popular list is compressed once per change, not once per request (gzip
/// costs several times what writing the answer does: PERFORMANCE.md). Bounded as the product
/// cache is: at most `capacity` bytes, one answer at most `largest`, emptied when full.
final class CompressedAnswers: Sendable {
  private struct Key: Hashable {
    let target: String
    let tag: EntityTag
  }

  private let kept = Mutex<(answers: [Key: [UInt8]], bytes: Int)>(([:], 0))
  static let capacity = 16 << 20
  static let largest = 1 << 20

  /// The answer to `target` at version `tag`, compressed: kept, or made by `compress` and kept.
  func answer(to target: String, at tag: EntityTag, compress: () -> [UInt8]?) -> [UInt8]? {
    let key = Key(target: target, tag: tag)
    if let answer = kept.withLock({ $0.answers[key] }) { return answer }
    guard let answer = compress() else { return nil }
    guard answer.count <= Self.largest else { return answer }
    kept.withLock { kept in
      if kept.bytes + answer.count > Self.capacity { kept = ([:], 0) }
      kept.bytes += answer.count - (kept.answers[key]?.count ?? 0)
      kept.answers[key] = answer
    }
    return answer
  }
}
