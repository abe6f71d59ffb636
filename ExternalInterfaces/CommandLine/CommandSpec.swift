/// What the command line knows of a command: its names, what follows them, its flags, its
/// help, and the facts the composition root decides by (the output's shape, the terminal's
/// use). Each command's is part of its registration (`CommandRegistration`), in its scene's
/// folder; the parser, help, completions and manual page read them from the command table.
struct CommandSpec: Sendable {
  let name: String
  let aliases: [String]
  let summary: String
  let usage: String
  let operands: Operands
  let output: OutputShape
  let terminal: TerminalUse
  let options: [OptionSpec]
  let examples: [String]
  /// What `--source` names for the command: a catalog to open, or a server to sign in to (no
  /// catalog is opened, and the scene reads the URL itself).
  var source: SourceRole = .catalog

  var allNames: [String] { [name] + aliases }

  // The command's own flags, then the global ones, looked through in place: joined into one
  // array first, each lookup copied every flag's spec (a twentieth of a category page's work).
  func option(long: String) -> OptionSpec? {
    options.first { $0.long == long } ?? OptionSpec.globalOptions.first { $0.long == long }
  }

  func option(short: Character) -> OptionSpec? {
    options.first { $0.short == short } ?? OptionSpec.globalOptions.first { $0.short == short }
  }

  /// What follows a command's name.
  enum Operands: Equatable, Sendable {
    /// Nothing: a word left over is refused.
    case none
    /// A product's id, and nothing after it; `example` is the id the hint shows.
    case productID(example: String)
    /// One of these words (a subcommand, a shell): completions offer them, the command checks.
    case choice([String])
    /// Words the command's route reads itself (`convert AMOUNT FROM [TO]`).
    case words
  }

  /// What `-o` defaults to: a record reads as `key: value` lines, rows as a table or TSV.
  enum OutputShape: Sendable {
    case record, rows
  }

  enum SourceRole: Sendable {
    case catalog, signIn
  }

  /// What the command does with a terminal.
  enum TerminalUse: Sendable {
    /// Prints what may be long: through the pager on a terminal.
    case paged
    /// Prints, asks or opens an editor: the terminal stays its own.
    case plain
    /// Draws full screen, reading keys.
    case fullScreen
  }
}
