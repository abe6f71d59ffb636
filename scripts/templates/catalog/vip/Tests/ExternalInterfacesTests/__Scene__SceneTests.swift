import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@testable import ExternalInterfaces

/// The __command__ scene as its configurator assembles it: run over the seed products, it prints
/// what the presenter made, in each output mode, and is released with its view.
@MainActor
@Suite struct __Scene__SceneTests {
  private func run(mode: OutputMode) async -> (status: ExternalInterfaces.ExitStatus, output: String, errors: String) {
    let output = StringSink()
    let errors = StringSink()
    let context = SceneContext(
      console: Console(
        output: output, errors: errors,
        terminal: TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, width: 80, colorEnabled: false)),
      mode: mode, repository: LazyProductRepository(sourceName: "seeds") { Seeds.all },
      store: ReadOnlyProductStore(sourceName: "seeds", reason: .embedded), vocabulary: CommandLineVocabulary(),
      navigator: RecordingNavigator(), table: .catalog)
    let status = await __Scene__Configurator.makeScene(request: __Scene__.__UseCase__.Request(), context: context).run()
    return (status, output.text, errors.text)
  }

  @Test func printsWhatThePresenterMade() async {
    let ran = await run(mode: .tsv)
    #expect(ran.status == .success)
    #expect(ran.output == "\(Seeds.all.count)\n", "a record per row, tab-separated, in a pipe")
  }

  @Test func exportsJSONForPrograms() async {
    let ran = await run(mode: .json)
    #expect(ran.status == .success)
    #expect(ran.output == "{\n  \"productCount\": \(Seeds.all.count)\n}\n")
  }
}
