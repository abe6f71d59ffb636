import ApplicationLogic
import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// Who frees the file versions a one-off command's write replaced, after it has exited; nil
  /// frees them in the command (tests run commands in-process, and never exit).
  var replacedFiles: (any ReplacedFileRelease)? = nil
  /// Who keeps a one-off command's catalog until the process exits (`KeptUntilExit`); nil
  /// frees it as the command ends (tests run commands in-process, and never exit).
  var keptUntilExit: KeptUntilExit? = nil
  /// The commands; tests may run a table of their own.
  var table = CommandTable.catalog

  func run() async -> ExitStatus {
    switch CommandLineParser(commands: table.specs).parse(arguments) {
    case .failure(let error):
      return usageFailure(error)
    case .success(.help(let command)):
      output.write(
        command.flatMap { table.registration(named: $0) }.map { HelpText.command($0.spec) }
          ?? HelpText.program(commands: table.specs))
    case .success(.version):
      output.write("catalog \(CatalogVersion.current)\n")
    case .success(.license):
      output.write(
        "The embedded catalog is DummyJSON's product data, shipped under this license:\n\n"
          + EmbeddedCatalog.license + "\n")
    case .success(.run(let invocation)):
      guard let registration = table.registration(named: invocation.command) else { return .failure }
      switch registration.action {
      case .tool(let run):
        return await run(
          invocation, ToolContext(output: output, errors: errors, environment: environment, commands: table.specs))
      case .scene:
        return await run(invocation, spec: registration.spec)
      }
    }
    return .success
  }

  private func run(_ invocation: CommandInvocation, spec: CommandSpec) async -> ExitStatus {
    let settings: InvocationSettings
    switch InvocationSettings.make(
      from: invocation, environment: environment, outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal,
      table: table)
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
          isTerminal: outputIsTerminal, noColorFlag: invocation.isGiven(.noColor), environment: environment),
        isDumb: environment["TERM"] == "dumb"
      ))
    if spec.terminal == .paged { startPager(for: invocation) }
    var sources = CatalogRepositoryFactory(http: settings.http)
    sources.isInteractive = spec.terminal == .fullScreen
    sources.indexStore = indexStore(for: settings.source)
    if let indexBuilds, let store = sources.indexStore { sources.buildRequester = indexBuilds.requester(for: store) }
    // A session runs on after its writes: what they replace is freed as it goes.
    if !sources.isInteractive { sources.replacedFiles = replacedFiles }
    sources.signIn = keptSignIn(for: settings)
    sources.shareConnections(for: settings.source)
    let navigator = CatalogNavigator(
      console: console, mode: settings.mode,
      repository: sources.makeRepository(for: settings.source),
      store: sources.makeStore(for: settings.source),
      vocabulary: CommandLineVocabulary(), table: table)
    navigator.fields = settings.fields
    navigator.environment = environment
    navigator.services = services(for: settings)
    await navigator.navigate(to: settings.route)
    // Not a database's: its connection says goodbye to the server as it is freed.
    if !sources.isInteractive, !settings.source.isDatabase { keptUntilExit?.keep(navigator) }
    return navigator.lastStatus
  }

  /// The rates service (cached in the cache directory), the money format of the locale, and the
  /// About scene's facts, built once for every scene of this command.
  private func services(for settings: InvocationSettings) -> SceneServices {
    let fetcher = RatesFetcher(location: settings.money.rates, http: RatesFetcher.settings(from: settings.http))
    let cache = CacheDirectory.path(environment: environment).map { RatesCache(directory: $0) }
    return SceneServices(
      rates: CachedExchangeRateService(fetcher: fetcher, cache: cache),
      money: PriceFormatter(localeIdentifier: settings.money.localeIdentifier), currency: settings.money.currency,
      about: AboutFacts(
        programName: "catalog", version: CatalogVersion.current, programLicense: "MIT",
        catalog: Self.description(of: settings.source)),
      opener: DesktopLinkOpener(environment: environment),
      accounts: LiveServerAccounts(
        kept: KeptSignIns(environment: environment),
        requests: SignInRequests(http: settings.http, now: { Int(Date().timeIntervalSince1970) })))
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
    case .database(let url): CatalogDescription(kind: .database, homePage: url.displayName, license: nil)
    }
  }

  /// The sign-in kept for the server the command changes, when no token was given (a given
  /// token wins, as gh's environment token does). A file of sign-ins others can read is not
  /// used: a warning, once, and the command goes on without it.
  private func keptSignIn(for settings: InvocationSettings) -> (kept: KeptSignIn, file: KeptSignIns)? {
    guard case .server(let server, _) = settings.source, settings.http.credential == nil,
      let origin = ServerCredential.originText(of: server.base)
    else { return nil }
    let file = KeptSignIns(environment: environment)
    do {
      return try file.signIn(for: origin).map { ($0, file) }
    } catch .noFolder {
      return nil
    } catch {
      errors.write(
        ErrorPresentation(vocabulary: CommandLineVocabulary()).viewModel(for: error, kind: .warning).text)
      return nil
    }
  }

  /// A paged command's output can be long (its spec says so); the browser, questions and
  /// editors need the terminal itself.
  private func startPager(for invocation: CommandInvocation) {
    guard outputIsTerminal, !invocation.isGiven(.noPager), let pager,
      let command = Pager.command(environment: environment)
    else { return }
    pager.start(command, environment: environment)
  }

  /// The index cache for a local file, unless its directory is not safely the user's: then a
  /// warning, once, and no cache (the command works as it would without one). A bound that is
  /// not a size is warned of too, and the default kept.
  private func indexStore(for source: CatalogSource) -> CatalogIndexStore? {
    guard case .file = source else { return nil }
    let cache = IndexCacheChoice(environment: environment)
    guard let store = cache.store else { return nil }
    if let warning = cache.warning { errors.write(warning.text) }
    switch store.cacheDirectory.openIfPresent() {
    case .success(let folder)?:
      store.lend(folder)
      return store
    case nil: return store
    case .failure(let refusal)?:
      let warning = ErrorViewModel(
        message: "not using the index cache \(TerminalText.quote(store.directory)): \(refusal.reason)",
        remedy: refusal.remedy(for: store.directory), kind: .warning)
      errors.write(warning.text)
      return nil
    }
  }

  private func usageFailure(_ error: UsageError) -> ExitStatus {
    errors.write(error.report)
    return .usage
  }
}
