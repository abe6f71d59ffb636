/// A change done (or, in a dry run, planned), ready to show: the lines for the output and the
/// warnings for the error stream. Every write scene's success view model is one of these.
public struct ProductChangeViewModel: Hashable, Sendable {
  public let lines: [String]
  public let warnings: [ErrorViewModel]

  public init(lines: [String], warnings: [ErrorViewModel] = []) {
    (self.lines, self.warnings) = (lines, warnings)
  }
}

/// A form refused by the business rules: the failure, and one line per problem.
public struct ProductFormFailureViewModel: Hashable, Sendable {
  public let error: ErrorViewModel
  public let problems: [String]
  /// The field each problem is about (`price`), in the same order: a form shows each beside it.
  public let fields: [String]

  public init(error: ErrorViewModel, problems: [String], fields: [String] = []) {
    (self.error, self.problems, self.fields) = (error, problems, fields)
  }

  /// `error: …`, the problems indented under it, then `hint: …`.
  public var lines: [String] {
    [error.messageLine] + problems.map { "  " + $0 } + (error.hintLine.map { [$0] } ?? [])
  }
}
