import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `catalog completion bash|zsh|fish`: a completion script generated from the same command
/// specification the parser reads (`CommandSpec`, `OptionSpec`), so a new command or flag is
/// completed as soon as it is parsed. Category slugs come from `catalog categories` at the
/// moment of completing, for the embedded catalog or a local file (a server is not asked: a
/// key press should not wait for a network).
///
/// A catalog is text anyone may have written, so the scripts never hand it to anything that
/// expands it (`compgen -W` expands `$(…)` in its words): only words made of the slug rule's
/// characters (`slugPattern`, proven equal to `CategorySlug.isWellFormed`) are offered, and
/// replies are read line by line, never split or globbed by the shell.
enum ShellCompletion: String, CaseIterable {
  case bash, zsh, fish

  /// What a flag's value completes to.
  enum Value: Equatable {
    case nothing
    case words([String])
    case files
    case categories
    /// A comma-separated list of these words (`--fields id,title`).
    case list([String])
  }

  static func value(of option: OptionSpec) -> Value {
    if option.takesPath { return .files }
    return switch option.id {
    case OptionSpec.sort.id: .words(ProductSortField.allCases.map(\.rawValue))
    case OptionSpec.order.id: .words(["asc", "desc"])
    case OptionSpec.format.id: .words(OutputFormat.allCases.map(\.rawValue))
    case OptionSpec.fields.id: .list(ProductFieldPath.all.map(\.name))
    case OptionSpec.category.id, .field(.category): .categories
    default: .nothing
    }
  }

  /// The words a command takes after its flags are done (`cache info`).
  static func arguments(of command: CommandSpec) -> [String] {
    if case .choice(let words) = command.operands { words } else { [] }
  }

  func script(commands: [CommandSpec]) -> String {
    switch self {
    case .bash: Self.bashScript(commands)
    case .zsh:
      // zsh runs bash completion functions through bashcompinit, as it ships for this.
      "#compdef catalog\n# zsh completion for catalog: eval \"$(catalog completion zsh)\" in ~/.zshrc\n"
        + "autoload -U +X bashcompinit && bashcompinit\n" + Self.bashBody(commands)
    case .fish: Self.fishScript(commands)
    }
  }

  /// The slug rule as an extended regular expression, for the shells to filter with. The
  /// letters are spelt out: a range such as `a-z` can take in other letters in some locales.
  static let slugPattern = "^[abcdefghijklmnopqrstuvwxyz0123456789][abcdefghijklmnopqrstuvwxyz0123456789-]*$"

  private static let globalFlags = OptionSpec.globalOptions.flatMap(flagWords)

  private static func flagWords(_ option: OptionSpec) -> [String] {
    ["--" + option.long] + (option.short.map { ["-\($0)"] } ?? [])
  }

  private static func bashScript(_ commands: [CommandSpec]) -> String {
    "# bash completion for catalog: source <(catalog completion bash), e.g. in ~/.bashrc\n" + bashBody(commands)
  }

  /// A `case` arm per flag that takes a value: what completing its value offers.
  private static func bashValueCases(_ options: [OptionSpec]) -> String {
    var valueCases = ""
    var seen: Set<String> = []
    for option in options where option.takesValue {
      let words = flagWords(option).filter { !seen.contains($0) }
      guard !words.isEmpty else { continue }
      seen.formUnion(words)
      let action: String
      switch value(of: option) {
      case .nothing: action = "return 0"
      case .words(let words):
        action = "_catalog_reply < <(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\"); return 0"
      // -o filenames: the shell quotes what a file's name holds before it is inserted.
      case .files: action = "compopt -o filenames 2>/dev/null; _catalog_reply < <(compgen -f -- \"$cur\"); return 0"
      case .categories: action = "_catalog_reply < <(_catalog_categories \"$cur\"); return 0"
      case .list(let words):
        action =
          "local done=\"\"; [[ $cur == *,* ]] && done=\"${cur%,*},\"; "
          + "_catalog_reply < <(compgen -P \"$done\" -W \"\(words.joined(separator: " "))\" -- \"${cur##*,}\"); "
          + "compopt -o nospace 2>/dev/null; return 0"
      }
      valueCases += "    \(words.joined(separator: "|"))) \(action) ;;\n"
    }
    return valueCases
  }

  /// A `case` arm per command: the flags (and words) it completes.
  private static func bashCommandCases(_ commands: [CommandSpec]) -> String {
    var commandCases = ""
    for command in commands {
      let words = command.options.flatMap(flagWords) + globalFlags
      let arguments = arguments(of: command)
      let argumentPart =
        arguments.isEmpty
        ? "" : "      [[ $cur != -* && $argc -eq 0 ]] && words=\"\(arguments.joined(separator: " "))\"\n"
      commandCases +=
        "    \(command.allNames.joined(separator: "|")))\n      words=\"\(words.joined(separator: " "))\"\n"
        + argumentPart + "      ;;\n"
    }
    return commandCases
  }

  private static func bashBody(_ commands: [CommandSpec]) -> String {
    let options = commands.flatMap(\.options) + OptionSpec.globalOptions
    let valueFlags = Set(options.filter(\.takesValue).flatMap(flagWords)).sorted()
    let valueCases = bashValueCases(options)
    let commandCases = bashCommandCases(commands)
    let names = commands.flatMap(\.allNames)
    return """
      # Each line of standard input is one reply: nothing is split, globbed or expanded.
      _catalog_reply() {
        local line
        COMPREPLY=()
        while IFS= read -r line; do COMPREPLY+=("$line"); done
      }

      # The slugs starting with $1 of the catalog the command line names. A catalog is anyone's
      # text: only words of the slug rule's characters are offered, compared, never expanded.
      _catalog_categories() {
        local source="${CATALOG_SOURCE:-}" i slug rest
        for ((i = 1; i < ${#COMP_WORDS[@]} - 1; i++)); do
          [[ ${COMP_WORDS[i]} == --source ]] && source="${COMP_WORDS[i + 1]}"
        done
        case "$source" in http://* | https://* | -) return 0 ;; esac
        catalog categories -o tsv ${source:+--source "$source"} </dev/null 2>/dev/null \\
          | while IFS=$'\\t' read -r slug rest; do
            [[ $slug =~ \(slugPattern) && $slug == "$1"* ]] && printf '%s\\n' "$slug"
          done
      }

      _catalog() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="" command="" argc=0 words i
        ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD - 1]}"
        case "$prev" in
      \(valueCases)  esac
        # The command is the first word that is neither a flag nor a flag's value.
        for ((i = 1; i < COMP_CWORD; i++)); do
          case "${COMP_WORDS[i]}" in
            \(valueFlags.joined(separator: " | "))) ((i++)) ;;
            -*) ;;
            *) if [[ -z $command ]]; then command="${COMP_WORDS[i]}"; else ((argc++)); fi ;;
          esac
        done
        case "$command" in
          "") words="\(names.joined(separator: " ")) \(globalFlags.joined(separator: " "))" ;;
      \(commandCases)    *) words="" ;;
        esac
        _catalog_reply < <(compgen -W "$words" -- "$cur")
      }

      complete -o default -F _catalog catalog

      """
  }

  private static func fishScript(_ commands: [CommandSpec]) -> String {
    var lines = [
      "# fish completion for catalog: catalog completion fish > ~/.config/fish/completions/catalog.fish",
      "complete -c catalog -f",
      // The catalog the command line names; only words of the slug rule's characters.
      "function __catalog_categories",
      "    set -l source $CATALOG_SOURCE",
      "    set -l words (commandline -opc)",
      "    for i in (seq 2 (math (count $words) - 1))",
      "        test \"$words[$i]\" = --source; and set source $words[(math $i + 1)]",
      "    end",
      "    string match -q -r '^(https?://.*|-)$' -- \"$source\"; and return 0",
      "    set -l from",
      "    test -n \"$source\"; and set from --source $source",
      "    catalog categories -o tsv $from </dev/null 2>/dev/null | string split -f1 \\t | string match -r -- '\(slugPattern)'",
      "end",
    ]
    let names = commands.flatMap(\.allNames).joined(separator: " ")
    for command in commands {
      for name in command.allNames {
        lines.append(
          "complete -c catalog -n \"not __fish_seen_subcommand_from \(names)\" -a \(name) -d \(quoted(command.summary))"
        )
      }
      let condition = "-n \"__fish_seen_subcommand_from \(command.allNames.joined(separator: " "))\""
      for option in command.options + OptionSpec.globalOptions {
        var line = "complete -c catalog \(condition) -l \(option.long)"
        if let short = option.short { line += " -s \(short)" }
        switch value(of: option) {
        case _ where !option.takesValue: break
        case .nothing: line += " -x"
        case .words(let words), .list(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
        case .files: line += " -r -F"
        case .categories: line += " -x -a \"(__catalog_categories)\""
        }
        lines.append(line + " -d \(quoted(option.help))")
      }
      let arguments = arguments(of: command)
      if !arguments.isEmpty {
        lines.append("complete -c catalog \(condition) -a \(quoted(arguments.joined(separator: " ")))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A fish string in single quotes.
  private static func quoted(_ text: String) -> String {
    "'" + text.replacingLiterally("\\", with: "\\\\").replacingLiterally("'", with: "\\'") + "'"
  }
}
