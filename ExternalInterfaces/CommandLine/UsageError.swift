import ApplicationLogic

/// A command line that cannot be run, with the hint that fixes it. Always exit status 2.
struct UsageError: Error, Equatable, Sendable {
  let message: String
  let hint: String

  /// As every failure is shown (`error: …`, `hint: …`).
  var viewModel: ErrorViewModel {
    ErrorViewModel(message: message, remedy: hint, kind: .invalidInput)
  }

  /// The lines standard error gets.
  var report: String {
    viewModel.text
  }
}
