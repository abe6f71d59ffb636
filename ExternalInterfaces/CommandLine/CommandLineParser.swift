import BusinessLogic

/// Splits `argv` into a command, its flags and arguments. Flags may come before or after the
/// command, as `--flag value`, `--flag=value`, `-f value` or `-fvalue`; `--` ends the flags.
struct CommandLineParser {
  /// The commands of the command table.
  let commands: [CommandSpec]

  /// Flags given before the command are looked up among every command's.
  fileprivate var anyOption: [OptionSpec] {
    commands.flatMap(\.options) + OptionSpec.globalOptions
  }

  fileprivate func named(_ name: String) -> CommandSpec? {
    commands.first { $0.allNames.contains(name) }
  }

  func parse(_ arguments: [String]) -> Result<ParsedCommandLine, UsageError> {
    var scan = Scan(arguments: arguments, parser: self)
    while scan.index < arguments.count {
      switch scan.step() {
      case .failure(let error): return .failure(error)
      case .success(let help?): return .success(.help(help))
      case .success(nil): scan.index += 1
      }
    }
    let ids = Set(scan.given.map(\.0.id))
    if ids.contains(OptionSpec.help.id) { return .success(.help(scan.command?.name)) }
    if ids.contains(OptionSpec.version.id) { return .success(.version) }
    if ids.contains(OptionSpec.license.id) { return .success(.license) }
    guard let command = scan.command else { return .success(.help(nil)) }
    for (option, _) in scan.given where command.option(long: option.long) == nil {
      return .failure(
        UsageError(
          message: "--\(option.long) is not a flag of \"catalog \(command.name)\"",
          hint: "run \"catalog \(command.name) --help\" for its flags"))
    }
    var invocation = CommandInvocation(command: command.name, arguments: scan.positionals)
    for (option, value) in scan.given {
      if let value { invocation.values[option.id] = value } else { invocation.flags.insert(option.id) }
    }
    return .success(.run(invocation))
  }

  /// The words read so far, one at a time.
  private struct Scan {
    let arguments: [String]
    let parser: CommandLineParser
    var index = 0
    var command: CommandSpec?
    var given: [(OptionSpec, String?)] = []
    var positionals: [String] = []
    var flagsEnded = false

    /// Reads the word at `index` (and a flag's value after it); `help TOPIC` ends the scan with
    /// the topic, "" for the program.
    mutating func step() -> Result<String??, UsageError> {
      let argument = arguments[index]
      if !flagsEnded, argument == "--" {
        flagsEnded = true
      } else if !flagsEnded, argument.hasPrefix("--"), argument.count > 2 {
        return longFlag(argument.dropFirst(2)).map { nil }
      } else if !flagsEnded, argument.hasPrefix("-"), argument.count > 1, Double(argument) == nil {
        return shortFlag(argument).map { nil }
      } else if command == nil {
        if argument == "help" {
          guard let topic = arguments.dropFirst(index + 1).first else { return .success(.some(nil)) }
          guard let spec = parser.named(topic) else { return .failure(parser.unknownCommand(topic)) }
          return .success(spec.name)
        }
        guard let spec = parser.named(argument) else { return .failure(parser.unknownCommand(argument)) }
        command = spec
      } else {
        positionals.append(argument)
      }
      return .success(nil)
    }

    /// `--name`, `--name value` or `--name=value`. The command's own flag first: `--category`
    /// is a filter of list, a field of add.
    private mutating func longFlag(_ body: Substring) -> Result<Void, UsageError> {
      let name = String(body.prefix { $0 != "=" })
      let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = command?.option(long: name) ?? parser.anyOption.first(where: { $0.long == name }) else {
        return .failure(parser.unknownFlag("--" + name, command: command))
      }
      return value(for: option, inline: inline, spelled: "--" + name).map { given.append((option, $0)) }
    }

    /// `-f`, `-f value` or `-fvalue`.
    private mutating func shortFlag(_ argument: String) -> Result<Void, UsageError> {
      let letters = argument.dropFirst()
      let letter = letters.first ?? "-"
      guard let option = command?.option(short: letter) ?? parser.anyOption.first(where: { $0.short == letter })
      else {
        return .failure(parser.unknownFlag("-" + String(letter), command: command))
      }
      let rest = String(letters.dropFirst())
      if !option.takesValue, !rest.isEmpty {
        return .failure(UsageError(message: "unknown flag \(argument)", hint: "give single-letter flags separately"))
      }
      return value(for: option, inline: rest.isEmpty ? nil : rest, spelled: "-" + String(letter)).map {
        given.append((option, $0))
      }
    }

    private mutating func value(for option: OptionSpec, inline: String?, spelled: String) -> Result<String?, UsageError>
    {
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
            UsageError(message: "\(spelled) needs a value", hint: "write \(spelled) \(option.valueName ?? "VALUE")"))
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
  }

  fileprivate func unknownCommand(_ name: String) -> UsageError {
    let names = commands.flatMap(\.allNames) + ["help"]
    let suggestion = ClosestMatch.suggestion(for: name, among: names)
    return UsageError(
      message: "unknown command \"\(TerminalText.quote(name))\""
        + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
      hint: "run \"catalog --help\" for the list of commands")
  }

  fileprivate func unknownFlag(_ spelled: String, command: CommandSpec?) -> UsageError {
    // A secret is never a flag's value: every user of the machine can read a command line.
    if spelled == "--password" || spelled == "--token" {
      return UsageError(
        message: "there is no \(spelled) flag: a command line can be read by every user of the machine",
        hint: spelled == "--password"
          ? "give the password on standard input with --password-stdin, or type it when asked"
          : "give the token on standard input (catalog auth login --with-token), in CATALOG_TOKEN or with --token-file PATH"
      )
    }
    let candidates = command.map { $0.options + OptionSpec.globalOptions } ?? anyOption
    let longNames = candidates.map { "--" + $0.long }
    let suggestion = spelled.hasPrefix("--") ? ClosestMatch.suggestion(for: spelled, among: longNames) : nil
    let helpTarget = command.map { "catalog \($0.name) --help" } ?? "catalog --help"
    return UsageError(
      message: "unknown flag \(TerminalText.quote(spelled))" + (suggestion.map { "; did you mean \($0)?" } ?? ""),
      hint: "run \"\(helpTarget)\" for the flags")
  }
}
