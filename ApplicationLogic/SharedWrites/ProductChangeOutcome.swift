/// How a change made from a screen ended, in one line for its status line: what was changed,
/// or why nothing was.
public struct ProductChangeOutcome: Hashable, Sendable {
  public let message: String
  public let failed: Bool

  public init(message: String, failed: Bool) {
    (self.message, self.failed) = (message, failed)
  }
}
