import BusinessLogic
import Synchronization

/// Answers a database gave, kept by question for the catalog as it was at one generation (the
/// counter every change to `products` moves, `PostgresSchema`). A question asked again first
/// reads the generation: while it has not moved, the kept answer is the answer. So a repeated
/// search costs one short round trip, and an answer is never older than the statement that
/// vouched for it. The file source keeps answers the same way, by the file's bytes.
///
/// A question asked while the same one is being read waits for that read rather than start
/// another (a burst of one search is one count), and takes its answer only if it is of the
/// generation the asker read after it came, or a later one: never older than the asker.
final class PostgresAnswers<Question: Hashable & Sendable, Answer: Sendable>: Sendable {
  /// A read under way: its answer and the generation it is of, or why it failed.
  typealias Reading = Task<Result<(answer: Answer, generation: String?), CatalogSourceError>, Never>

  /// Whether an answer is small enough to keep (`KeptPages`).
  private let isKept: @Sendable (Answer) -> Bool
  private let kept = Mutex<(generation: String?, answers: [Question: Answer])>((nil, [:]))
  private let reads = Mutex<[Question: Reading]>([:])

  init(keeping isKept: @escaping @Sendable (Answer) -> Bool = { _ in true }) {
    self.isKept = isKept
  }

  /// The answer kept for `question`, and the generation it is of.
  func kept(_ question: Question) -> (generation: String, answer: Answer)? {
    kept.withLock { kept in
      guard let generation = kept.generation, let answer = kept.answers[question] else { return nil }
      return (generation, answer)
    }
  }

  /// Keeps `answer`, read at `generation`: answers of another generation are dropped.
  func keep(_ answer: Answer, for question: Question, at generation: String) {
    guard isKept(answer) else { return }
    kept.withLock { kept in
      if kept.generation != generation || kept.answers.count >= KeptPages.capacity {
        kept = (generation, [:])
      }
      kept.answers[question] = answer
    }
  }

  /// The read of `question` under way, if any.
  func reading(_ question: Question) -> Reading? {
    reads.withLock { $0[question] }
  }

  /// Starts `body`, the read of `question`, for later askers to wait for.
  func read(
    _ question: Question,
    _ body: @escaping @Sendable () async -> Result<(answer: Answer, generation: String?), CatalogSourceError>
  ) -> Reading {
    let reading = Reading { await body() }
    reads.withLock { $0[question] = reading }
    return reading
  }

  /// `reading` is done: later askers read afresh.
  func finished(_ reading: Reading, of question: Question) {
    reads.withLock { reads in
      if reads[question] == reading { reads[question] = nil }
    }
  }

  /// Whether an answer of generation `read` is as new as `asked` or newer: the same database
  /// (label), a count at least as high.
  static func generation(_ read: String, isAtLeast asked: String) -> Bool {
    guard let readColon = read.lastIndex(of: ":"), let askedColon = asked.lastIndex(of: ":"),
      read[..<readColon] == asked[..<askedColon],
      let readCount = Int(read[read.index(after: readColon)...]),
      let askedCount = Int(asked[asked.index(after: askedColon)...])
    else { return false }
    return readCount >= askedCount
  }
}
