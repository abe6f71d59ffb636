import ApplicationLogic
import BusinessLogic

/// `catalog auth login`: the Login scene's registration, chosen by `auth`'s first word
/// (`AuthCommand`). The route says where the secret comes from; no route ever holds it.
enum LoginCommand {
  static let options: [OptionSpec] = [
    .serverSource, .username, .passwordStdin, .withToken, .format, .json, .noColor, .timeout,
  ]

  static let scene = SceneRegistration(
    route: route,
    commandLine: { LoginConfigurator.makeScene(destination: $0, context: $1) },
    // Signing in asks on the terminal the browser holds: a command-line command.
    fullScreen: { _ in .notShown },
    web: { _, _ in nil })

  private static func route(_ inputs: RouteInputs) -> Result<LoginDestination, UsageError> {
    let username = inputs.invocation.value(.username)
    if inputs.invocation.isGiven(.passwordStdin), inputs.invocation.isGiven(.withToken) {
      return .failure(
        UsageError(
          message: "--password-stdin and --with-token cannot be given together",
          hint: "a DummyJSON server takes --username NAME --password-stdin; a Datasette server, --with-token"))
    }
    if inputs.invocation.isGiven(.withToken), username != nil {
      return .failure(
        UsageError(
          message: "--with-token takes no --username: a Datasette token says who it is",
          hint: "leave out --username, or sign in with --password-stdin"))
    }
    let secret: LoginDestination.SecretSource
    if inputs.invocation.isGiven(.passwordStdin) {
      secret = .standardInput(.password)
    } else if inputs.invocation.isGiven(.withToken) {
      secret = .standardInput(.token)
    } else {
      guard inputs.inputIsTerminal else {
        return .failure(
          UsageError(
            message: "no terminal to ask for the password or token on",
            hint: "give --username NAME --password-stdin (DummyJSON), or --with-token (Datasette), "
              + "with the secret on standard input"))
      }
      secret = .terminal
    }
    return .success(LoginDestination(source: inputs.sourceText, username: username, secret: secret))
  }
}
