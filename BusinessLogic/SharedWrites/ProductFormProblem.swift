import DomainEntities

/// One thing wrong with a form: which member (`price`, `dimensions.width`, `reviews[0].rating`),
/// the value as given, and what was expected.
public struct ProductFormProblem: Hashable, Sendable {
  public let field: String
  public let value: String
  public let expectation: FieldExpectation

  public init(field: String, value: String, expectation: FieldExpectation) {
    (self.field, self.value, self.expectation) = (field, value, expectation)
  }

  /// The product's id as typed is not one: told with the values' problems, so that one
  /// correction fixes them all.
  public static func productID(_ typed: String) -> Self {
    Self(field: ProductField.id.rawValue, value: typed, expectation: .wholeNumber(minimum: ProductID.smallest))
  }
}

/// Every problem of one form, reported together so that one correction fixes them all.
public struct ProductFormProblems: Error, Hashable, Sendable {
  public let problems: [ProductFormProblem]

  public init(_ problems: [ProductFormProblem]) {
    self.problems = problems
  }
}
