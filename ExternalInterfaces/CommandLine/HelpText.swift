/// The text of `--help`, for the program and for each command.
enum HelpText {
  static func program(commands: [CommandSpec]) -> String {
    var text = """
      catalog: \(ProgramFacts.purpose)

      Usage:
        catalog <command> [flags]

      Commands:

      """
    for command in commands {
      let names =
        command.name + (command.aliases.isEmpty ? "" : " (\(command.aliases.joined(separator: ", ")))")
      text += "  " + pad(names, to: 18) + command.summary + "\n"
    }
    text += "\nFlags:\n" + options(OptionSpec.outputOptions + OptionSpec.globalOptions)
    text += """

      Examples:
        catalog list --search phone --sort price --order desc
        catalog show 1
        catalog categories -o csv
        catalog browse --search phone

      Environment:

      """
    for variable in ProgramFacts.environment {
      text += wrapped(variable.meaning, first: "  " + pad(variable.name, to: 19), width: 96)
    }
    text += "\nExit status:\n"
    for status in ProgramFacts.exitStatuses {
      text += "  " + pad(String(status.code), to: 4) + status.meaning + "\n"
    }
    text += "\nRun \"catalog <command> --help\" for a command's flags.\n"
    return text
  }

  /// `words` after `first`, in lines of at most `width` columns, later lines indented as far.
  private static func wrapped(_ words: String, first: String, width: Int) -> String {
    let indent = String(repeating: " ", count: first.count)
    var lines: [String] = []
    var line = first
    for word in words.split(separator: " ") {
      if line.count > indent.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines.map { $0 + "\n" }.joined()
  }

  static func command(_ spec: CommandSpec) -> String {
    var text = spec.summary + "\n\nUsage:\n  " + spec.usage + "\n"
    if !spec.aliases.isEmpty { text += "\nAliases: " + spec.aliases.joined(separator: ", ") + "\n" }
    let query = spec.options.filter { option in OptionSpec.queryOptions.contains { $0.id == option.id } }
    if !query.isEmpty { text += "\nQuery flags:\n" + options(query) }
    let fields = spec.options.filter { if case .field = $0.id { true } else { false } }
    if !fields.isEmpty { text += "\nField flags (an empty value removes an optional field):\n" + options(fields) }
    let rest = spec.options.filter { option in
      !query.contains { $0.id == option.id } && !fields.contains { $0.id == option.id }
    }
    text += "\nFlags:\n" + options(rest + OptionSpec.globalOptions)
    text += "\nExamples:\n" + spec.examples.map { "  " + $0 + "\n" }.joined()
    return text
  }

  private static func options(_ options: [OptionSpec]) -> String {
    // One column for the meanings: as wide as the longest synopsis needs, 24 at least.
    let column = max(24, (options.map(\.synopsis.count).max() ?? 0) + 2)
    return options.map { "  " + pad($0.synopsis, to: column) + $0.help + "\n" }.joined()
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
