/// One command to run, with the flags and arguments given to it, still as typed.
struct CommandInvocation: Equatable, Sendable {
  let command: CommandName
  /// The last value given for each flag that takes one (later flags win, as in gh).
  var values: [OptionID: String] = [:]
  var flags: Set<OptionID> = []
  var arguments: [String] = []
}
