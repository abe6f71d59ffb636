import Synchronization

/// gzip answers kept by address and version (`ETag`): the same version of the same address is
/// the same bytes, so a popular list is compressed once per change, not once per request (gzip
/// costs several times what writing the answer does: PERFORMANCE.md). Bounded as the product
/// cache is: at most `capacity` bytes, one answer at most `largest`, emptied when full. An
/// address is the client's text, so its bytes count too: many long addresses with small answers
/// fill the budget as large answers do.
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
    let cost = answer.count + target.utf8.count + tag.opaque.utf8.count
    kept.withLock { kept in
      guard kept.answers[key] == nil else { return }
      if kept.bytes + cost > Self.capacity { kept = ([:], 0) }
      kept.bytes += cost
      kept.answers[key] = answer
    }
    return answer
  }

  /// How many answers are kept.
  var count: Int { kept.withLock { $0.answers.count } }
}
