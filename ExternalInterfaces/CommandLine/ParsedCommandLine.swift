/// What the user asked for, before any of it is validated against the catalog's rules.
enum ParsedCommandLine: Equatable, Sendable {
  case help(String?)
  case version
  case license
  case run(CommandInvocation)
}
