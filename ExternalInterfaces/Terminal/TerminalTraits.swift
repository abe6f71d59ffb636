/// What the program knows about where its output goes, gathered once at start-up.
struct TerminalTraits: Equatable, Sendable {
  /// Standard output is a terminal (not a pipe or file).
  var outputIsTerminal: Bool
  /// Standard input is a terminal.
  var inputIsTerminal: Bool
  /// Columns available for fitted output.
  var width: Int
  /// Whether styles may be drawn with ANSI colour.
  var colorEnabled: Bool
  /// `TERM=dumb`: a terminal that cannot move the cursor, so no full-screen program.
  var isDumb = false

  static let defaultWidth = 80

  /// The colour rule of clig.dev and gh: off for `--no-color`, `NO_COLOR`, `TERM=dumb` or
  /// `CLICOLOR=0`; on for a terminal, or anywhere with `CLICOLOR_FORCE` set to non-zero.
  static func colorEnabled(isTerminal: Bool, noColorFlag: Bool, environment: [String: String]) -> Bool {
    if noColorFlag { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return true }
    if environment["CLICOLOR"] == "0" || environment["TERM"] == "dumb" { return false }
    return isTerminal
  }

  /// The terminal's width when it reports one, else `COLUMNS`, else 80.
  static func width(reported: Int?, environment: [String: String]) -> Int {
    if let reported, reported > 0 { return reported }
    if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
    return defaultWidth
  }
}
