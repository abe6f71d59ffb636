import ApplicationLogic
import BusinessLogic
import Dispatch

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

/// `catalog serve`: the catalog as a DummyJSON-compatible API (docs/SERVER.md), on the same
/// scenes as the command line. This is its composition root: it reads the flags, chooses the
/// source's ports as every command does, listens, and serves until SIGINT or SIGTERM, after
/// which the requests in flight are answered and nothing is left half-written.
enum ServeCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "serve", aliases: [], summary: "Serve the catalog over HTTP: DummyJSON's API, with real writes",
      usage: "catalog serve [--source PATH|URL] [--host ADDRESS] [--port PORT] [flags]", operands: .none,
      output: .record, terminal: .plain,
      options: [.source] + OptionSpec.serveOptions + [.serveRates, .timeout],
      examples: [
        "catalog serve --source catalog.json",
        "catalog serve --port 0 --read-only",
        "catalog serve --images",
        "catalog serve --source catalog.json --users users.json --host 0.0.0.0 --allow-host catalog.lan",
        "curl 'http://127.0.0.1:8080/products/search?q=phone&limit=5'",
      ]),
    tool: { invocation, context in await run(invocation, context) })

  @MainActor
  static func run(_ invocation: CommandInvocation, _ context: ToolContext) async -> ExitStatus {
    guard invocation.arguments.isEmpty else {
      return context.refuse(
        UsageError(message: "\"catalog serve\" takes no arguments", hint: "run \"catalog serve --help\""))
    }
    let settings: ServeSettings
    let source: CatalogSource
    let http: HTTPSettings
    switch ServeSettings.make(invocation, environment: context.environment).flatMap({ settings in
      CatalogSource.requested(by: invocation, environment: context.environment).flatMap { source in
        HTTPSettings.requested(by: invocation, environment: context.environment, for: source).map {
          (settings, source, $0)
        }
      }
    }) {
    case .success(let made): (settings, source, http) = (made.0, made.1, made.2.settings)
    case .failure(let error): return context.refuse(error)
    }
    let listener: HTTPListener
    do {
      listener = try HTTPListener(host: settings.host, port: settings.port)
    } catch {
      return context.refuse(refusal(error, settings: settings))
    }
    let cache = IndexCacheChoice(environment: context.environment)
    if let warning = cache.warning { context.errors.write(warning.text) }
    // With no one to sign in, writes take a token made now and printed in the URL, as Jupyter
    // does: no other program or user of this machine can write through the server.
    let madeToken =
      settings.users.isEmpty && settings.writeToken == nil && !settings.readOnly && !settings.noWriteToken
      ? PageSessions.randomToken() : nil
    let handler = makeHandler(
      settings: settings, source: source, http: http, cache: cache.store, madeToken: madeToken)
    if let warning = raiseDescriptorLimit(for: settings.limits) { context.errors.write(warning) }
    let server: HTTPServer
    do {
      server = try HTTPServer(listener: listener, limits: settings.limits)
    } catch {
      close(listener.descriptor)
      context.errors.write("error: cannot start the server: \(error)\n")
      return .failure
    }
    // Before the URL is out: whoever reads it may signal at once, or take every descriptor.
    let signals = watchSignals { server.stop() }
    await TimerDescriptors.make()
    // The URL is printed when the server can answer promptly (docs/SERVER.md); a server's catalog
    // is another's to warm.
    if case .server = source {} else { await handler.warmUp() }
    let shown = settings.host.contains(":") && !settings.host.hasPrefix("[") ? "[\(settings.host)]" : settings.host
    context.output.write("http://\(shown):\(server.port)" + (madeToken.map { "/?token=" + $0 } ?? "") + "\n")
    context.output.flush()
    context.errors.write(
      describe(policy: handler.policy, source: source, madeToken: madeToken != nil, settings: settings) + "\n")
    context.errors.flush()
    await server.serve(handler)
    withExtendedLifetime(signals) {}
    return .success
  }

  /// Raises the limit on open files to what the connections need; a warning when it cannot.
  private static func raiseDescriptorLimit(for limits: HTTPServerLimits) -> String? {
    let needed = limits.connections + DescriptorLimit.overhead
    let descriptors = DescriptorLimit.raise(toAtLeast: needed)
    guard descriptors < needed else { return nil }
    return "warning: this process may open \(descriptors) files, fewer than the \(needed) that "
      + "\(limits.connections) connections need; clients beyond are answered 503 "
      + "(raise the hard limit: ulimit -Hn, or LimitNOFILE= in a systemd unit)\n"
  }

  /// The server's ports and checks, chosen as every command chooses them, with the pages' rates
  /// service and About facts.
  @MainActor
  private static func makeHandler(
    settings: ServeSettings, source: CatalogSource, http: HTTPSettings, cache: CatalogIndexStore?, madeToken: String?
  ) -> CatalogAPIHandler {
    let loopback = HTTPListener.isLoopback(settings.host)
    let accounts = ServeAccounts(
      users: settings.users, operatorToken: settings.writeToken ?? madeToken, tokenIsInURL: madeToken != nil)
    var factory = CatalogRepositoryFactory(http: http)
    factory.isInteractive = true
    factory.indexStore = cache
    factory.shareConnections(for: source)
    let policy = ServePolicy(
      hostNames: ServePolicy.hostNames(
        listeningOn: settings.host, loopback: loopback, allowed: settings.allowedHosts,
        machine: ServePolicy.isWildcard(settings.host) ? MachineAddresses.all() : []),
      corsOrigin: settings.corsOrigin, readOnly: settings.readOnly,
      writes: accounts.canSignIn ? .signedIn : loopback ? .open : .refused)
    // A server contacts no host its operator did not name: without --rates (nil), no rates.
    let rates = settings.money.rates
    let services = CatalogAPIHandler.PageServices(
      rates: rates.map {
        CachedExchangeRateService(
          fetcher: RatesFetcher(location: $0, http: RatesFetcher.settings(from: http)),
          cache: cache.map { RatesCache(directory: $0.directory) })
      },
      about: AboutFacts(
        programName: "catalog", version: CatalogVersion.current, programLicense: "MIT",
        catalog: CatalogCommand.description(of: source)))
    let repository = factory.makeRepository(for: source)
    return CatalogAPIHandler(
      policy: policy, accounts: accounts, repository: repository, store: factory.makeStore(for: source),
      revisions: factory.makeRevisions(for: source, repository: repository), gzip: GzipEncoder(),
      table: CommandTable.catalog, log: RequestLog(descriptor: STDERR_FILENO),
      pages: CatalogPages(
        policy: policy, accounts: accounts, sessions: PageSessions(), loadsImages: settings.loadsImages),
      services: services)
  }

  /// What the operator should know once the server listens: what it serves and who may write.
  private static func describe(
    policy: ServePolicy, source: CatalogSource, madeToken: Bool, settings: ServeSettings
  ) -> String {
    let catalog: String =
      switch source {
      case .embedded: "the embedded catalog"
      case .file(let path): LocalFile.displayName(path)
      case .server(let server, _): ServerURL.withoutCredentials(server.base.absoluteString)
      case .database(let url): url.displayName
      }
    let writes: String =
      if policy.readOnly {
        "read-only"
      } else if madeToken {
        "changes need the token in the URL above (open it, or send Authorization: Bearer TOKEN)"
      } else {
        switch policy.writes {
        case .open: "changes taken from this machine without a token"
        case .signedIn: "changes need a token from POST /auth/login"
        case .refused: "changes refused: give --users FILE or --write-token-file PATH to take them from elsewhere"
        }
      }
    var text = "serving \(TerminalText.quote(catalog)); \(writes); ctrl-c stops"
    if settings.noWriteToken, policy.writes == .open, !policy.readOnly {
      text =
        "warning: --no-write-token: any program or user of this machine can change "
        + "\(TerminalText.quote(catalog)) through this server, as if it were you\n" + text
    }
    return text
  }

  private static func refusal(_ error: HTTPListener.Failure, settings: ServeSettings) -> UsageError {
    switch error {
    case .notAnAddress(let host):
      UsageError(
        message: "--host \"\(TerminalText.quote(host))\" is not an IP address",
        hint: "give 127.0.0.1 (this machine), 0.0.0.0 (every network) or another address of this machine")
    case .portOutOfRange(let port):
      UsageError(message: "port \(port) is outside 0-65535", hint: "write --port 8080")
    case .system(_, let code) where code == EADDRINUSE:
      UsageError(
        message: "port \(settings.port) on \(TerminalText.quote(settings.host)) is in use",
        hint: "choose another with --port, or --port 0 for any free one")
    case .system(_, let code) where code == EADDRNOTAVAIL:
      UsageError(
        message: "\(TerminalText.quote(settings.host)) is not an address of this machine",
        hint: "give 127.0.0.1, 0.0.0.0, or one of this machine's addresses (ip addr)")
    case .system(_, let code) where code == EACCES:
      UsageError(
        message: "no permission to listen on port \(settings.port)",
        hint: "ports below 1024 need privileges: use --port 8080")
    case .system(let call, let code):
      UsageError(
        message:
          "cannot listen on \(TerminalText.quote(settings.host)):\(settings.port): \(call): \(String(cString: strerror(code)))",
        hint: "check --host and --port")
    }
  }

  /// SIGINT and SIGTERM stop the server gracefully; `StopSignals` says when one ends it at once.
  private static func watchSignals(_ stop: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
    let queue = DispatchQueue(label: "catalog.serve.signals")
    let received = ReceivedSignals()
    return [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
      source.setEventHandler {
        switch received.arrives(at: .now) {
        case .stop: stop()
        case .alreadyStopping: break
        case .endNow: _exit(128 + number)
        }
      }
      source.resume()
      return source
    }
  }
}

/// The signals so far; touched only on the signal queue.
private final class ReceivedSignals: @unchecked Sendable {
  // Unchecked: the one dispatch queue the signal sources share serialises every access.
  private var signals = StopSignals()
  func arrives(at instant: ContinuousClock.Instant) -> StopSignals.Action {
    signals.arrives(at: instant)
  }
}
