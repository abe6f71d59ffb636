import ApplicationLogic
import BusinessLogic
import DomainEntities
import Synchronization
import Testing

@testable import ExternalInterfaces

/// A command registered by one line: a table with a throwaway `stats` command added shows it in
/// the parser, help, completions and manual page, and both navigators find its scene, with no
/// other list edited.
@MainActor
@Suite struct CommandTableTests {
  /// The throwaway scene's destination and what it prints.
  struct StatsDestination: SceneDestination {
    let top: String
  }

  final class StatsScene: RunnableScene {
    let destination: StatsDestination
    let context: SceneContext
    init(_ destination: StatsDestination, _ context: SceneContext) {
      self.destination = destination
      self.context = context
    }
    func run() async -> ExternalInterfaces.ExitStatus {
      context.console.output.write("stats of \(context.repository.sourceName), top \(destination.top)\n")
      return .success
    }
  }

  static let stats = CommandRegistration(
    CommandSpec(
      name: "stats", aliases: ["st"], summary: "Count the catalog's products", usage: "catalog stats [flags]",
      operands: .none, output: .rows, terminal: .plain, options: [.limit, .source],
      examples: ["catalog stats -L 3"]),
    scene: SceneRegistration(
      route: { .success(StatsDestination(top: $0.invocation.value(.limit) ?? "all")) },
      commandLine: { StatsScene($0, $1) },
      fullScreen: { _ in .notShown },
      web: { _, _ in nil }))

  let table = CommandTable(CommandTable.catalog.registrations + [stats])

  @Test func theParserHelpCompletionsAndManualPageReadTheOneLine() {
    let parsed = CommandLineParser(commands: table.specs).parse(["st", "-L", "3"])
    #expect(parsed == .success(.run(CommandInvocation(command: "stats", values: [OptionSpec.limit.id: "3"]))))
    #expect(HelpText.program(commands: table.specs).contains("  stats (st)        Count the catalog's products\n"))
    #expect(ShellCompletion.bash.script(commands: table.specs).contains("    stats|st)\n"))
    #expect(ShellCompletion.fish.script(commands: table.specs).contains("-a stats -d 'Count the catalog"))
    #expect(ManualPage.roff(commands: table.specs).contains(".SS stats, st\n"))
    #expect(!HelpText.program(commands: CommandTable.catalog.specs).contains("stats"))
  }

  @Test func theCommandRunsItsSceneThroughTheNavigator() async {
    let ran = await runCatalog(["stats", "-L", "3"], table: table)
    #expect(ran.stdout == "stats of the embedded catalog, top 3\n")
    #expect(ran.status == .success)
    let refused = await runCatalog(["stats", "extra"], table: table)
    #expect(refused.status == .usage)
    #expect(refused.stderr.contains("unexpected argument \"extra\" for \"catalog stats\""))
    let help = await runCatalog(["stats", "--help"], table: table)
    #expect(help.stdout.hasPrefix("Count the catalog's products\n\nUsage:\n  catalog stats [flags]\n"))
  }

  @Test func aRouteWithNoRegistrationFailsWithoutACrash() async {
    let output = StringSink()
    let errors = StringSink()
    let navigator = CatalogNavigator(
      console: Console(
        output: output, errors: errors,
        terminal: TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, width: 80, colorEnabled: false)),
      mode: .tsv, repository: LazyProductRepository(sourceName: "seeds") { Seeds.all },
      store: ReadOnlyProductStore(sourceName: "seeds", reason: .embedded), vocabulary: CommandLineVocabulary(),
      table: .catalog)
    await navigator.navigate(to: CatalogRoute(StatsDestination(top: "1")))
    #expect(navigator.lastStatus == .usage)
    #expect(errors.text.hasPrefix("error: no scene is registered for "))
  }

  /// Every route a wireframe makes has a scene on the command line, and the browser shows those
  /// its keys open.
  @Test func everyRouteAWireframeMakesIsRegistered() {
    let product = Seeds.all[0]
    let browsed: [CatalogRoute] = [
      .productDetail(ProductDetailRequest(productID: product.id)), .categories, .about(openingHomePage: false),
      .editProduct(id: "1", .editor, dryRun: false), .addProduct(.editor, dryRun: false),
      .deleteProduct(id: "1", .given, dryRun: false), .productList(ProductListRequest(category: "beauty")),
    ]
    let others: [CatalogRoute] = [
      .productDetail(ProductDetailRequest(product: product)), .productBrowser(ProductListRequest()), .currencies,
      .convert(ConvertCurrencyRequest(amount: "1", from: "USD", to: "EUR")),
    ]
    for route in browsed + others {
      #expect(CommandTable.catalog.scenes.filter { $0.fullScreenStep(for: route) != nil }.count == 1, "\(route)")
    }
    for route in browsed {
      let step = CommandTable.catalog.scenes.lazy.compactMap { $0.fullScreenStep(for: route) }.first
      if case .notShown = step { Issue.record("the browser does not show \(route)") }
    }
  }

  /// How many times a registration's scene was made.
  final class Made: Sendable {
    let count = Mutex(0)
    func noting<Scene>(_ scene: Scene) -> Scene {
      count.withLock { $0 += 1 }
      return scene
    }
  }

  static func counted(_ made: Made, named name: String) -> CommandRegistration {
    CommandRegistration(
      CommandSpec(
        name: name, aliases: [], summary: "Counts", usage: "catalog \(name)", operands: .none, output: .rows,
        terminal: .plain, options: [], examples: []),
      scene: made.noting(
        SceneRegistration(
          route: { _ in .success(StatsDestination(top: name)) }, commandLine: { StatsScene($0, $1) },
          fullScreen: { _ in .notShown }, web: { _, _ in nil })))
  }

  /// A navigator makes the scenes in the table's order up to the one that takes its route,
  /// never those after it: each costs the runtime a search of every conformance in the binary.
  @Test func aSceneAfterTheOneFoundIsNeverMade() {
    let (before, after) = (Made(), Made())
    let table = CommandTable([Self.counted(before, named: "one"), Self.stats, Self.counted(after, named: "two")])
    var asked = 0
    let found = table.firstScene { _ -> Int? in
      asked += 1
      return asked == 2 ? asked : nil
    }
    #expect(found == 2)
    #expect(before.count.withLock { $0 } == 1 && after.count.withLock { $0 } == 0)
    #expect(table.firstScene { _ -> Int? in nil } == nil)
    #expect(after.count.withLock { $0 } == 1)
  }

  @Test func namesAreUniqueAcrossTheTable() {
    let names = CommandTable.catalog.specs.flatMap(\.allNames)
    #expect(Set(names).count == names.count)
    #expect(!names.contains("help"))
  }
}
