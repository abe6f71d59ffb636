import ApplicationLogic
import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// The __command__ scene as its configurator assembles it, over a copy of the catalog in a file:
/// it prints what changed, refuses what was typed wrong in words, and with `-o json` hands the
/// product as stored to the detail scene.
@MainActor
@Suite struct __Scene__SceneTests {
  private func run(
    _ request: __Scene__.__UseCase__.Request, mode: OutputMode = .tsv
  ) async throws -> (status: ExternalInterfaces.ExitStatus, output: String, errors: String, routes: [CatalogRoute]) {
    let served = try ServedCatalog()
    let factory = CatalogRepositoryFactory()
    let (output, errors, navigator) = (StringSink(), StringSink(), RecordingNavigator())
    let context = SceneContext(
      console: Console(
        output: output, errors: errors,
        terminal: TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, width: 80, colorEnabled: false)),
      mode: mode, repository: factory.makeRepository(for: .file(path: served.path)),
      store: factory.makeStore(for: .file(path: served.path)), vocabulary: CommandLineVocabulary(),
      navigator: navigator, table: .catalog)
    let status = await __Scene__Configurator.makeScene(request: request, context: context).run()
    return (status, output.text, errors.text, navigator.routes)
  }

  @Test func printsWhatThePresenterMade() async throws {
    let ran = try await run(__Scene__.__UseCase__.Request(productID: "1"))
    #expect(ran.status == .success, "\(ran.errors)")
    #expect(ran.output.contains("product 1"), "\(ran.output)")
  }

  @Test func anIDThatIsNoneIsRefusedInWords() async throws {
    let ran = try await run(__Scene__.__UseCase__.Request(productID: "abc"))
    #expect(ran.status == .usage)
    #expect(ran.output.isEmpty)
    #expect(ran.errors.hasPrefix("error: "), "\(ran.errors)")
  }

  @Test func withJSONTheChangeIsShownByTheDetailScene() async throws {
    let ran = try await run(__Scene__.__UseCase__.Request(productID: "1"), mode: .json)
    #expect(ran.status == .success)
    #expect(ran.output.isEmpty, "the detail scene writes the JSON, not this one")
    let detail = ran.routes.first?.destination(as: ProductDetailRequest.self)
    #expect(detail?.product?.id == ProductID(1), "\(ran.routes)")
  }
}
