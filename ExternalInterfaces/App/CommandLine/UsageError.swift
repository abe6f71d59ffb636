/// A command line that cannot be run, with the hint that fixes it. Always exit status 2.
struct UsageError: Error, Equatable, Sendable {
  let message: String
  let hint: String

  /// The two lines standard error gets: `error: …` and `hint: …`.
  var report: String {
    "error: \(message)\nhint: \(hint)\n"
  }
}
