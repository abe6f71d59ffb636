/// A command line that cannot be run, with the hint that fixes it. Always exit status 2.
struct UsageError: Error, Equatable, Sendable {
  let message: String
  let hint: String
}
