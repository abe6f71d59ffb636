import Testing

@testable import ExternalInterfaces

@Suite struct TerminalTraitsTests {
  @Test(arguments: [
    (true, false, [String: String](), true),
    (false, false, [:], false),
    (true, true, [:], false),
    (true, false, ["NO_COLOR": "1"], false),
    (true, false, ["NO_COLOR": ""], true),
    (true, false, ["TERM": "dumb"], false),
    (true, false, ["CLICOLOR": "0"], false),
    (false, false, ["CLICOLOR_FORCE": "1"], true),
    (false, false, ["CLICOLOR_FORCE": "0"], false),
    (false, true, ["CLICOLOR_FORCE": "1"], false),
    (false, false, ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false),
  ])
  func colourFollowsTheConventions(terminal: Bool, flag: Bool, environment: [String: String], enabled: Bool) {
    #expect(TerminalTraits.colorEnabled(isTerminal: terminal, noColorFlag: flag, environment: environment) == enabled)
  }

  @Test func widthComesFromTheTerminalThenColumns() {
    #expect(TerminalTraits.width(reported: 132, environment: ["COLUMNS": "40"]) == 132)
    #expect(TerminalTraits.width(reported: nil, environment: ["COLUMNS": "40"]) == 40)
    #expect(TerminalTraits.width(reported: nil, environment: ["COLUMNS": "wide"]) == 80)
    #expect(TerminalTraits.width(reported: 0, environment: [:]) == 80)
  }
}
