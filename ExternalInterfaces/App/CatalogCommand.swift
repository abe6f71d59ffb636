import ApplicationLogic
import BusinessLogic
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The composition root: reads the command line and environment, chooses the source and output,
/// builds the navigator and sends it to the first route. The only place that knows every ring.
@MainActor
struct CatalogCommand {
  let arguments: [String]
  let environment: [String: String]
  let output: any TextSink
  let errors: any TextSink
  let outputIsTerminal: Bool
  let inputIsTerminal: Bool
  let reportedWidth: Int?
  /// Where long output goes on a terminal; nil never pages (tests run commands in-process).
  var pager: Pager? = nil
  /// Where a one-off command leaves a large file's index, to a `catalog cache build` started
  /// apart once it has answered (D57); nil builds it in the command (tests run commands
  /// in-process, and must not start copies of the test runner).
  var indexBuilds: IndexBuildQueue? = nil

  func run() async -> ExitStatus {
    switch CommandLineParser().parse(arguments) {
    case .failure(let error):
      return usageFailure(error)
    case .success(.help(let command)):
      output.write(command.flatMap { CommandSpec.named($0.rawValue) }.map(HelpText.command) ?? HelpText.program())
    case .success(.version):
      output.write("catalog \(CatalogVersion.current)\n")
    case .success(.license):
      output.write(
        "The embedded catalog is DummyJSON's product data, shipped under this license:\n\n"
          + EmbeddedCatalog.license + "\n")
    case .success(.run(let invocation)):
      return await run(invocation)
    }
    return .success
  }

  private func run(_ invocation: CommandInvocation) async -> ExitStatus {
    switch invocation.command {
    case .cache:
      switch CacheCommand.make(invocation, environment: environment) {
      case .success(let command): return await command.run(output: output, errors: errors)
      case .failure(let error): return usageFailure(error)
      }
    case .completion:
      guard invocation.arguments.count == 1, let shell = ShellCompletion(rawValue: invocation.arguments[0]) else {
        return usageFailure(
          UsageError(
            message: "\"catalog completion\" needs a shell: bash, zsh or fish",
            hint: "run \"source <(catalog completion bash)\", or see \"catalog completion --help\""))
      }
      output.write(shell.script)
      return .success
    case .man:
      guard invocation.arguments.isEmpty else {
        return usageFailure(UsageError(message: "\"catalog man\" takes no arguments", hint: "run \"catalog man\""))
      }
      output.write(ManualPage.roff())
      return .success
    default: break
    }
    let settings: InvocationSettings
    switch InvocationSettings.make(
      from: invocation, environment: environment, outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal)
    {
    case .success(let made): settings = made
    case .failure(let error): return usageFailure(error)
    }
    for warning in settings.warnings { errors.write(warning.text) }
    let console = Console(
      output: output, errors: errors,
      terminal: TerminalTraits(
        outputIsTerminal: outputIsTerminal,
        inputIsTerminal: inputIsTerminal,
        width: TerminalTraits.width(reported: outputIsTerminal ? reportedWidth : nil, environment: environment),
        colorEnabled: TerminalTraits.colorEnabled(
          isTerminal: outputIsTerminal, noColorFlag: invocation.flags.contains(.noColor), environment: environment),
        isDumb: environment["TERM"] == "dumb"
      ))
    startPager(for: invocation, route: settings.route)
    var sources = CatalogRepositoryFactory(http: settings.http)
    if case .productBrowser = settings.route { sources.isInteractive = true }
    sources.indexStore = indexStore(for: settings.source)
    if let indexBuilds, let store = sources.indexStore { sources.buildRequester = indexBuilds.requester(for: store) }
    let navigator = CatalogNavigator(
      console: console, mode: settings.mode,
      repository: sources.makeRepository(for: settings.source),
      store: sources.makeStore(for: settings.source),
      vocabulary: CommandLineVocabulary())
    navigator.fields = settings.fields
    navigator.environment = environment
    navigator.services = services(for: settings)
    await navigator.navigate(to: settings.route)
    return navigator.lastStatus
  }

  /// The rates service (cached in the cache directory), the money format of the locale, and the
  /// About scene's facts, built once for every scene of this command.
  private func services(for settings: InvocationSettings) -> SceneServices {
    let fetcher = RatesFetcher(location: settings.money.rates, http: RatesFetcher.settings(from: settings.http))
    let cache = CatalogIndexStore.directory(environment: environment).map { RatesCache(directory: $0) }
    return SceneServices(
      rates: CachedExchangeRateService(fetcher: fetcher, cache: cache),
      money: PriceFormatter(localeIdentifier: settings.money.localeIdentifier), currency: settings.money.currency,
      about: AboutFacts(
        programName: "catalog", version: CatalogVersion.current, programLicense: "MIT",
        catalog: Self.description(of: settings.source)),
      opener: DesktopLinkOpener(environment: environment))
  }

  /// What the About scene says of a source: DummyJSON's site and licence for the embedded
  /// catalog, the server's address, or the file's path.
  static func description(of source: CatalogSource) -> CatalogDescription {
    switch source {
    case .embedded:
      CatalogDescription(
        kind: .embedded, homePage: "https://dummyjson.com",
        license: "MIT, by DummyJSON (\"catalog --license\" prints it)")
    case .file(let path):
      CatalogDescription(kind: .file, homePage: LocalFile.displayName(path), license: nil)
    case .server(let server, _):
      CatalogDescription(
        kind: .server, homePage: ServerURL.withoutCredentials(server.base.absoluteString), license: nil)
    }
  }

  /// Lists and a product's detail can be long; the browser, questions and editors need the
  /// terminal itself.
  private func startPager(for invocation: CommandInvocation, route: CatalogRoute) {
    switch route {
    case .productList, .productDetail, .categories: break
    default: return
    }
    guard outputIsTerminal, !invocation.flags.contains(.noPager), let pager,
      let command = Pager.command(environment: environment)
    else { return }
    pager.start(command, environment: environment)
  }

  /// The index cache for a local file, unless its directory is not safely the user's: then a
  /// warning, once, and no cache (the command works as it would without one).
  private func indexStore(for source: CatalogSource) -> CatalogIndexStore? {
    guard case .file = source, let directory = CatalogIndexStore.directory(environment: environment) else { return nil }
    let store = CatalogIndexStore(directory: directory)
    guard let refusal = store.refusal() else { return store }
    let warning = ErrorViewModel(
      message: "not using the index cache \(TerminalText.quote(directory)): \(refusal.reason)",
      remedy: refusal.remedy(for: directory), kind: .warning)
    errors.write(warning.text)
    return nil
  }

  private func usageFailure(_ error: UsageError) -> ExitStatus {
    errors.write(error.report)
    return .usage
  }
}
