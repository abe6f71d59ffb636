/// The text of `--help`, for the program and for each command.
enum HelpText {
  static func program() -> String {
    var text = """
      catalog: browse a product catalog from the terminal

      Usage:
        catalog <command> [flags]

      Commands:

      """
    for command in CommandSpec.all {
      let names =
        command.name.rawValue + (command.aliases.isEmpty ? "" : " (\(command.aliases.joined(separator: ", ")))")
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
        CATALOG_SOURCE     catalog to read when --source is not given
        CATALOG_CACHE_DIR  where indexes of large catalog files are kept (default
                           $XDG_CACHE_HOME/catalog or ~/.cache/catalog; empty: keep none)
        NO_COLOR           set to turn colour off; CLICOLOR_FORCE=1 forces it on
        COLUMNS            table width when the terminal does not report one

      Exit status: 0 success (an empty list too), 1 the catalog could not answer, 2 usage error.
      Run "catalog <command> --help" for a command's flags.

      """
    return text
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
    options.map { "  " + pad($0.synopsis, to: 24) + $0.help + "\n" }.joined()
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
