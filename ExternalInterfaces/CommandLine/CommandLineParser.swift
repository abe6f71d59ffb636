import BusinessLogic

/// Splits `argv` into a command, its flags and arguments. Flags may come before or after the
/// command, as `--flag value`, `--flag=value`, `-f value` or `-fvalue`; `--` ends the flags.
struct CommandLineParser {
  /// The commands of the command table.
  let commands: [CommandSpec]

  /// Flags given before the command are looked up among every command's.
  private var anyOption: [OptionSpec] {
    commands.flatMap(\.options) + OptionSpec.globalOptions
  }

  private func named(_ name: String) -> CommandSpec? {
    commands.first { $0.allNames.contains(name) }
  }

  func parse(_ arguments: [String]) -> Result<ParsedCommandLine, UsageError> {
    var command: CommandSpec?
    var given: [(OptionSpec, String?)] = []
    var positionals: [String] = []
    var index = 0
    var flagsEnded = false

    func value(for option: OptionSpec, inline: String?, spelled: String) -> Result<String?, UsageError> {
      guard option.takesValue else {
        guard inline == nil else {
          return .failure(UsageError(message: "\(spelled) takes no value", hint: "write \(spelled) alone"))
        }
        return .success(nil)
      }
      let given: String
      if let inline {
        given = inline
      } else {
        let next = index + 1
        guard next < arguments.count, !arguments[next].hasPrefix("--") else {
          return .failure(
            UsageError(
              message: "\(spelled) needs a value", hint: "write \(spelled) \(option.valueName ?? "VALUE")"))
        }
        index = next
        given = arguments[next]
      }
      // A byte that is not UTF-8 can name a file, but cannot be a product's text: refused, never
      // stored as something else.
      guard option.takesPath || LosslessText.isUTF8(given) else {
        return .failure(
          UsageError(
            message: "the value of \(spelled) is not UTF-8 text",
            hint: "give it in UTF-8 (iconv -f LATIN1 -t UTF-8 converts Latin-1)"))
      }
      return .success(given)
    }

    while index < arguments.count {
      let argument = arguments[index]
      if !flagsEnded, argument == "--" {
        flagsEnded = true
      } else if !flagsEnded, argument.hasPrefix("--"), argument.count > 2 {
        let body = argument.dropFirst(2)
        let name = String(body.prefix { $0 != "=" })
        let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
        // The command's own flag first: `--category` is a filter of list, a field of add.
        guard let option = command?.option(long: name) ?? anyOption.first(where: { $0.long == name }) else {
          return .failure(unknownFlag("--" + name, command: command))
        }
        switch value(for: option, inline: inline, spelled: "--" + name) {
        case .success(let value): given.append((option, value))
        case .failure(let error): return .failure(error)
        }
      } else if !flagsEnded, argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
        let letters = argument.dropFirst()
        let letter = letters.first ?? "-"
        guard let option = command?.option(short: letter) ?? anyOption.first(where: { $0.short == letter }) else {
          return .failure(unknownFlag("-" + String(letter), command: command))
        }
        let rest = String(letters.dropFirst())
        if !option.takesValue, !rest.isEmpty {
          return .failure(
            UsageError(message: "unknown flag \(argument)", hint: "give single-letter flags separately"))
        }
        switch value(for: option, inline: rest.isEmpty ? nil : rest, spelled: "-" + String(letter)) {
        case .success(let value): given.append((option, value))
        case .failure(let error): return .failure(error)
        }
      } else if command == nil {
        if argument == "help" {
          let topic = arguments.dropFirst(index + 1).first
          guard let topic else { return .success(.help(nil)) }
          guard let spec = named(topic) else { return .failure(unknownCommand(topic)) }
          return .success(.help(spec.name))
        }
        guard let spec = named(argument) else { return .failure(unknownCommand(argument)) }
        command = spec
      } else {
        positionals.append(argument)
      }
      index += 1
    }

    let ids = Set(given.map(\.0.id))
    if ids.contains(.help) { return .success(.help(command?.name)) }
    if ids.contains(.version) { return .success(.version) }
    if ids.contains(.license) { return .success(.license) }
    guard let command else { return .success(.help(nil)) }
    for (option, _) in given where command.option(long: option.long) == nil {
      return .failure(
        UsageError(
          message: "--\(option.long) is not a flag of \"catalog \(command.name)\"",
          hint: "run \"catalog \(command.name) --help\" for its flags"))
    }
    var invocation = CommandInvocation(command: command.name, arguments: positionals)
    for (option, value) in given {
      if let value { invocation.values[option.id] = value } else { invocation.flags.insert(option.id) }
    }
    return .success(.run(invocation))
  }

  private func unknownCommand(_ name: String) -> UsageError {
    let names = commands.flatMap(\.allNames) + ["help"]
    let suggestion = ClosestMatch.suggestion(for: name, among: names)
    return UsageError(
      message: "unknown command \"\(TerminalText.quote(name))\""
        + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
      hint: "run \"catalog --help\" for the list of commands")
  }

  private func unknownFlag(_ spelled: String, command: CommandSpec?) -> UsageError {
    let candidates = command.map { $0.options + OptionSpec.globalOptions } ?? anyOption
    let longNames = candidates.map { "--" + $0.long }
    let suggestion = spelled.hasPrefix("--") ? ClosestMatch.suggestion(for: spelled, among: longNames) : nil
    let helpTarget = command.map { "catalog \($0.name) --help" } ?? "catalog --help"
    return UsageError(
      message: "unknown flag \(TerminalText.quote(spelled))" + (suggestion.map { "; did you mean \($0)?" } ?? ""),
      hint: "run \"\(helpTarget)\" for the flags")
  }
}
