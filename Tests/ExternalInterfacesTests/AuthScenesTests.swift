import ApplicationLogic
import BusinessLogic
import Foundation
import Testing

@testable import ExternalInterfaces

/// The credential port with fixed answers, for assembling the sign-in scenes without a server.
struct FixedServerAccounts: ServerAccounts {
  var kept: [ServerAccount] = []
  var checks: [String: AccountCheck] = [:]

  func address(of text: String) -> ServerAddress? {
    guard text.hasPrefix("https://") else { return nil }
    return ServerAddress(origin: text, url: text, kind: nil, isPlainTextElsewhere: false)
  }
  func kind(of server: ServerAddress) async throws(AccountFailure) -> ServerAccountKind { .dummyJSON }
  func signIn(to server: ServerAddress, with secret: SignInSecret) async throws(AccountFailure) -> ServerAccount {
    throw .refused(origin: server.origin, message: nil)
  }
  func keptAccounts() throws(AccountFailure) -> [ServerAccount] { kept }
  func check(_ account: ServerAccount) async -> AccountCheck { checks[account.origin] ?? .works }
  func signOut(of server: ServerAddress) async throws(AccountFailure) -> SignOut? {
    kept.first { $0.origin == server.origin }.map { SignOut(account: $0, serverWasTold: true) }
  }
  func token(for server: ServerAddress) throws(AccountFailure) -> SecretText { SecretText("tok-\(server.origin)") }
}

/// The sign-in scenes as the `auth` command's choice routes and assembles them: the words it
/// takes, the flags of each word, and what each scene prints with which exit status.
@MainActor
@Suite struct AuthScenesTests {
  static let good = ServerAccount(origin: "https://a.example", kind: .dummyJSON, name: "emilys", expiresAt: 0)
  static let bad = ServerAccount(origin: "https://b.example", kind: .datasette, name: "editor", expiresAt: nil)

  private func run(_ arguments: [String], accounts: FixedServerAccounts, inputIsTerminal: Bool = false) async -> (
    status: ExternalInterfaces.ExitStatus, output: String, errors: String
  ) {
    let output = StringSink()
    let errors = StringSink()
    var invocation = CommandInvocation(command: "auth", arguments: arguments.filter { !$0.hasPrefix("-") })
    if let index = arguments.firstIndex(of: "--source") {
      invocation.values[OptionSpec.source.id] = arguments[index + 1]
    }
    invocation.arguments.removeAll { $0.hasPrefix("https://") }
    if arguments.contains("--json") { invocation.flags.insert(OptionSpec.json.id) }
    let inputs = RouteInputs(
      invocation: invocation, environment: [:], outputIsTerminal: false, inputIsTerminal: inputIsTerminal)
    guard case .success(let route) = AuthCommand.choice.route(inputs) else { return (.usage, "", "") }
    let context = SceneContext(
      console: Console(
        output: output, errors: errors,
        terminal: TerminalTraits(outputIsTerminal: false, inputIsTerminal: false, width: 80, colorEnabled: false)),
      mode: arguments.contains("--json") ? .json : .tsv, repository: LazyProductRepository(sourceName: "s") { [] },
      store: ReadOnlyProductStore(sourceName: "s", reason: .embedded), vocabulary: CommandLineVocabulary(),
      navigator: RecordingNavigator(), table: .catalog,
      services: SceneServices(
        rates: CachedExchangeRateService(
          fetcher: RatesFetcher(location: .file(path: "/nonexistent"), http: HTTPSettings()), cache: nil),
        money: PriceFormatter(), currency: nil,
        about: AboutFacts(
          programName: "catalog", version: "0", programLicense: "MIT",
          catalog: CatalogDescription(kind: .embedded, homePage: "", license: nil)),
        opener: DesktopLinkOpener(environment: [:]), accounts: accounts))
    guard let scene = AuthCommand.choice.commandLineScene(for: route, context: context) else {
      return (.failure, "", "no scene")
    }
    let status = await scene.run()
    return (status, output.text, errors.text)
  }

  private func refusal(_ arguments: [String], inputIsTerminal: Bool = false) -> String? {
    var invocation = CommandInvocation(command: "auth", arguments: arguments.filter { !$0.hasPrefix("--") })
    for flag in arguments where flag.hasPrefix("--") {
      switch flag {
      case "--username": invocation.values[OptionSpec.username.id] = "emilys"
      case "--with-token": invocation.flags.insert(OptionSpec.withToken.id)
      case "--password-stdin": invocation.flags.insert(OptionSpec.passwordStdin.id)
      default: break
      }
    }
    let inputs = RouteInputs(
      invocation: invocation, environment: [:], outputIsTerminal: false, inputIsTerminal: inputIsTerminal)
    guard case .failure(let error) = AuthCommand.choice.route(inputs) else { return nil }
    return error.message
  }

  @Test func statusIsARowEachAndFailsWhenOneDoesNotWork() async {
    let accounts = FixedServerAccounts(kept: [Self.good, Self.bad], checks: [Self.bad.origin: .refused])
    let ran = await run(["status"], accounts: accounts)
    #expect(ran.status == .failure)
    #expect(
      ran.output
        == "https://a.example\tdummyjson\temilys\t1970-01-01 00:00 UTC\tworks\n"
        + "https://b.example\tdatasette\teditor\tnever\trefused\n")
    #expect(ran.errors.contains("error: the sign-in to https://b.example no longer works"))
    let allGood = await run(["status", "--json"], accounts: FixedServerAccounts(kept: [Self.good]))
    #expect(allGood.status == .success)
    #expect(allGood.output.contains("\"expiresAt\": 0,\n    \"works\": true,"))
  }

  @Test func theTokenIsPrintedForTheServerNamed() async {
    let ran = await run(["token", "--source", "https://a.example"], accounts: FixedServerAccounts(kept: [Self.good]))
    #expect(ran.status == .success)
    #expect(ran.output == "tok-https://a.example\n")
  }

  @Test func logoutSaysWhatItForgot() async {
    let ran = await run(["logout", "--source", "https://a.example"], accounts: FixedServerAccounts(kept: [Self.good]))
    #expect(ran.output == "signed out of https://a.example as emilys\n")
    let none = await run(["logout", "--source", "https://z.example"], accounts: FixedServerAccounts())
    #expect(none.status == .failure)
    #expect(none.errors.hasPrefix("error: not signed in to https://z.example\n"))
  }

  @Test func theChoiceRefusesWhatNoWordTakes() {
    #expect(refusal([]) == "\"catalog auth\" needs one of: login, status, logout, token")
    #expect(refusal(["stauts"]) == "unknown auth command \"stauts\"; did you mean \"status\"?")
    #expect(refusal(["status", "extra"]) == "unexpected argument \"extra\" for \"catalog auth status\"")
    #expect(refusal(["status", "--username"]) == "--username is not a flag of \"catalog auth status\"")
    #expect(refusal(["login", "--with-token", "--password-stdin"])?.contains("cannot be given together") == true)
    #expect(refusal(["login", "--with-token", "--username"])?.hasPrefix("--with-token takes no --username") == true)
    #expect(refusal(["login"]) == "no terminal to ask for the password or token on")
    #expect(refusal(["login"], inputIsTerminal: true) == nil)
    #expect(refusal(["login", "--username", "--password-stdin"]) == nil)
  }

  @Test func theCommandsFlagsAreEveryWordsOnce() {
    let longs = AuthCommand.registration.spec.options.map(\.long)
    #expect(longs.count == Set(longs).count)
    #expect(
      Set(longs) == ["source", "username", "password-stdin", "with-token", "format", "json", "no-color", "timeout"])
  }
}
