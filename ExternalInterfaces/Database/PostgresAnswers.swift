import BusinessLogic
import DomainEntities
import Synchronization

/// Answers a database gave, kept by question for the catalog as it was at one generation (the
/// counter every change to `products` moves, `PostgresSchema`). A question asked again first
/// reads the generation: while it has not moved, the kept answer is the answer. So a repeated
/// search costs one short round trip, and an answer is never older than the statement that
/// vouched for it. The file source keeps answers the same way, by the file's bytes.
final class PostgresAnswers: Sendable {
  enum Question: Hashable, Sendable {
    case page(CatalogQuery)
    case product(ProductID)
    case categories
  }

  enum Answer: Sendable {
    case page(ProductPage)
    case product(Product)
    case categories([Category])
  }

  private let kept = Mutex<(generation: String?, answers: [Question: Answer])>((nil, [:]))

  /// The answer kept for `question`, and the generation it is of.
  func kept(_ question: Question) -> (generation: String, answer: Answer)? {
    kept.withLock { kept in
      guard let generation = kept.generation, let answer = kept.answers[question] else { return nil }
      return (generation, answer)
    }
  }

  /// Keeps `answer`, read at `generation`: answers of another generation are dropped, as are
  /// pages too large to hold (`KeptPages`).
  func keep(_ answer: Answer, for question: Question, at generation: String) {
    if case .page(let page) = answer, page.products.count > KeptPages.largestPage { return }
    kept.withLock { kept in
      if kept.generation != generation || kept.answers.count >= KeptPages.capacity {
        kept = (generation, [:])
      }
      kept.answers[question] = answer
    }
  }
}
