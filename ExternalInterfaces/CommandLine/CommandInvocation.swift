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

  /// The value given for `option`, else the environment's `variable` unless it is empty (as
  /// `CATALOG_SOURCE` stands for `--source`), as typed; nil for neither.
  func value(_ option: OptionSpec, orVariable variable: String, in environment: [String: String]) -> String? {
    value(option) ?? environment[variable].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// `--currency`, else a non-empty `CATALOG_CURRENCY`, as typed; nil for the catalog's own.
  func currency(environment: [String: String]) -> String? {
    value(.currency, orVariable: "CATALOG_CURRENCY", in: environment)
  }
}
