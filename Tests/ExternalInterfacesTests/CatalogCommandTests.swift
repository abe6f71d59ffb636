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

  @Test func theNavigatorRunsListThenDetailThroughTheWireframe() async {
    // The master → detail flow of docs/ARCHITECTURE.md, with the real navigator and scenes.
    let output = StringSink()
    let console = Console(
      output: output, errors: StringSink(),
      terminal: TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, width: 80, colorEnabled: false))
    let navigator = CatalogNavigator(
      console: console, mode: .tsv, repository: LazyProductRepository(sourceName: "seeds") { Seeds.all },
      vocabulary: CommandLineVocabulary())
    let list = ProductListConfigurator.makeScene(
      request: ProductListRequest(searchText: "phone"),
      context: SceneContext(
        console: console, mode: .tsv, repository: LazyProductRepository(sourceName: "seeds") { Seeds.all },
        vocabulary: CommandLineVocabulary(), navigator: navigator))
    _ = await list.run()
    await (list as? TerminalProductListView)?.presenter?.showDetailOfItem(at: 1)
    #expect(output.text.hasPrefix("2\tiPhone 6\t"))
    #expect(output.text.contains("id\t3\ntitle\tSilicone Case\n"))
    #expect(navigator.lastStatus == .success)
  }

  @Test func exitStatusesDistinguishUsageFromFailure() async {
    #expect(await runCatalog(["show", "999"]).status == .failure)
    #expect(await runCatalog(["show", "x"]).status == .usage)
    #expect(await runCatalog(["list", "--bogus"]).status == .usage)
    #expect(await runCatalog(["list", "-c", "nope"]).status == .success)
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
