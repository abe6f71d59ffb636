import ApplicationLogic

/// A form's problems as the API answers them: 400, the presenter's message, and each problem as
/// the presenter worded it, all at once.
enum APIFormFailure {
  static func answer(_ failure: ProductFormFailureViewModel) -> WebAnswer {
    var answer = WebAnswer.error(failure.error)
    answer.status = 400
    if case .object(let members) = answer.body {
      answer.body = .object(members + [.init(name: "problems", value: .array(failure.problems.map { .string($0) }))])
    }
    return answer
  }
}
