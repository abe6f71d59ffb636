/// One command to run, with the flags and arguments given to it, still as typed.
struct CommandInvocation: Equatable, Sendable {
  /// The command's name (not an alias).
  let command: String
  /// The last value given for each flag that takes one (later flags win, as in gh).
  var values: [OptionID: String] = [:]
  var flags: Set<OptionID> = []
  var arguments: [String] = []
}

extension CommandInvocation {
  /// The value given for `option`, as typed; nil when it was not given.
  func value(_ option: OptionSpec) -> String? {
    values[option.id]
  }

  /// Whether `option`, a flag without a value, was given.
  func isGiven(_ option: OptionSpec) -> Bool {
    flags.contains(option.id)
  }

  /// `--currency`, else a non-empty `CATALOG_CURRENCY`, as typed; nil for the catalog's own.
  func currency(environment: [String: String]) -> String? {
    value(.currency) ?? environment["CATALOG_CURRENCY"].flatMap { $0.isEmpty ? nil : $0 }
  }
}
