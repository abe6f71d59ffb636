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
//[read-only]

  @Test func printsWhatThePresenterMade() async {
    let ran = await run(mode: .tsv)
    #expect(ran.status == .success)
    #expect(ran.output.hasPrefix("\(Seeds.all.count) products\n"))
  }

  @Test func exportsJSONForPrograms() async {
    let ran = await run(mode: .json)
    #expect(ran.status == .success)
    #expect(ran.output == "{\n  \"productCount\": \(Seeds.all.count)\n}\n")
  }
//[end]
//[writes]

  @Test func aSourceThatCannotBeWrittenIsRefusedInWords() async {
    let ran = await run(mode: .tsv)
    #expect(ran.status == .failure)
    #expect(ran.output.isEmpty)
    #expect(ran.errors.hasPrefix("error: cannot change seeds"))
  }

  @Test func withJSONTheChangeIsShownByTheDetailScene() async throws {
    let served = try ServedCatalog()
    let factory = CatalogRepositoryFactory()
    let navigator = RecordingNavigator()
    let output = StringSink()
    let context = SceneContext(
      console: Console(
        output: output, errors: StringSink(),
        terminal: TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, width: 80, colorEnabled: false)),
      mode: .json, repository: factory.makeRepository(for: .file(path: served.path)),
      store: factory.makeStore(for: .file(path: served.path)), vocabulary: CommandLineVocabulary(),
      navigator: navigator, table: .catalog)
    let status = await __Scene__Configurator.makeScene(request: __Scene__.__UseCase__.Request(), context: context).run()
    #expect(status == .success)
    #expect(output.text.isEmpty, "the detail scene writes the JSON, not this one")
    let detail = navigator.routes.first?.destination(as: ProductDetailRequest.self)
    #expect(detail?.product?.id == ProductID(1), "\(navigator.routes)")
  }
//[end]
}
