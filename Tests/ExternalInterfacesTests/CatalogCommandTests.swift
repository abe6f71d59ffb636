import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

@MainActor
@Suite struct CatalogCommandTests {
  @Test func onATerminalListDrawsAFittedTable() async {
    let result = await runCatalog(["list", "-L", "2"], terminal: true, width: 70)
    #expect(result.status == .success)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.contains("TITLE") == true)
    #expect(lines.last?.contains("Showing 1–2 of 194 products") == true)
    #expect(lines.allSatisfy { DisplayWidth.of(String($0).replacingEscapes()) <= 70 })
  }

  @Test func anUnknownCategoryHintsOnATerminalOnly() async {
    let terminal = await runCatalog(["list", "-c", "smartphone"], environment: ["NO_COLOR": "1"], terminal: true)
    #expect(terminal.status == .success)
    #expect(terminal.stdout.isEmpty)
    #expect(
      terminal.stderr
        == "no category \"smartphone\"; did you mean \"smartphones\"? run \"catalog categories\" to see them all\n")
    let piped = await runCatalog(["list", "-c", "smartphone"])
    #expect(piped.stderr.isEmpty)
  }

  @Test func exitStatusesDistinguishUsageFromFailure() async {
    #expect(await runCatalog(["show", "999"]).status == .failure)
    #expect(await runCatalog(["show", "x"]).status == .usage)
    #expect(await runCatalog(["list", "--bogus"]).status == .usage)
    #expect(await runCatalog(["list", "-c", "nope"]).status == .success)
  }

  /// A one-off command's catalog is left for the process's end to free; a database's is not
  /// (its connection says goodbye as it is freed), nor a command that fails before it has one.
  @Test func aOneOffCommandLeavesItsCatalogToTheProcessEnd() async {
    for (arguments, keeps) in [
      (["show", "1", "--json"], 1), (["list", "-L", "2"], 1), (["show"], 0),
      (["list", "--source", "postgres://127.0.0.1:1/catalog"], 0),
    ] {
      let kept = KeptUntilExit()
      var command = CatalogCommand(
        arguments: arguments, environment: [:], output: StringSink(), errors: StringSink(),
        outputIsTerminal: false, inputIsTerminal: false, reportedWidth: nil)
      command.keptUntilExit = kept
      _ = await command.run()
      let navigators = kept.kept.filter { $0 is CatalogNavigator }.count
      #expect(navigators == keeps && kept.kept.count == keeps, "\(arguments)")
    }
  }

}

extension String {
  /// The text without ANSI SGR sequences, to measure what a terminal shows.
  fileprivate func replacingEscapes() -> String {
    var result = ""
    var inEscape = false
    for character in self {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        result.append(character)
      }
    }
    return result
  }
}
