/// A request that cannot become a query, with enough detail for a message that says how to fix it.
public struct RequestValidationError: Error, Hashable, Sendable {
  public enum Problem: Hashable, Sendable {
    /// Not a whole number at least `minimum`.
    case notAWholeNumber(minimum: Int)
    /// A whole number, but beyond what can be held: the range it must be in.
    case outOfRange(minimum: Int, maximum: Int)
    /// Not one of the accepted words; `suggestion` is the closest accepted one, if any is close.
    case notOneOf([String], suggestion: String?)
  }

  public let field: RequestField
  public let value: String
  public let problem: Problem

  public init(field: RequestField, value: String, problem: Problem) {
    (self.field, self.value, self.problem) = (field, value, problem)
  }
}
