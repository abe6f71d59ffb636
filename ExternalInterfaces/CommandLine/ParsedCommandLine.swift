/// What the user asked for, before any of it is validated against the catalog's rules.
enum ParsedCommandLine: Equatable, Sendable {
  case help(CommandName?)
  case version
  case license
  case run(CommandInvocation)
}

struct CommandInvocation: Equatable, Sendable {
  let command: CommandName
  /// The last value given for each flag that takes one (later flags win, as in gh).
  var values: [OptionID: String] = [:]
  var flags: Set<OptionID> = []
  var arguments: [String] = []
}

/// A command line that cannot be run, with the hint that fixes it. Always exit status 2.
struct UsageError: Error, Equatable, Sendable {
  let message: String
  let hint: String
}
