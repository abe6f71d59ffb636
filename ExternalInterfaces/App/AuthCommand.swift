import ApplicationLogic

/// `catalog auth login|status|logout|token`, as gh's `auth` family: one line in the command
/// table, whose first word chooses the scene (Login, AuthStatus, Logout). A family of scenes is
/// no scene of its own, so it sits with the command table, as `cache` does.
enum AuthCommand {
  static let choice = SceneChoice(
    command: "auth",
    choices: [
      .init(word: "login", options: LoginCommand.options, scene: LoginCommand.scene),
      .init(word: "status", options: AuthStatusCommand.statusOptions, scene: AuthStatusCommand.statusScene),
      .init(word: "logout", options: LogoutCommand.options, scene: LogoutCommand.scene),
      .init(word: "token", options: AuthStatusCommand.tokenOptions, scene: AuthStatusCommand.tokenScene),
    ])

  static let registration = CommandRegistration(
    CommandSpec(
      name: "auth", aliases: [], summary: "Sign in to a catalog server, see the sign-ins, or forget one",
      usage: """
        catalog auth login --source URL [--username NAME --password-stdin | --with-token]
          catalog auth status [--source URL] [-o json]
          catalog auth logout --source URL
          catalog auth token --source URL
        """,
      operands: .choice(choice.words), output: .rows, terminal: .plain, options: choice.options,
      examples: [
        "catalog auth login --source https://dummyjson.com",
        "catalog auth login --source http://localhost:8123 --username emilys --password-stdin < password.txt",
        "catalog auth login --source http://127.0.0.1:8001/catalog/products --with-token < token.txt",
        "catalog auth status",
        "catalog auth logout --source https://dummyjson.com",
        "catalog auth token --source https://dummyjson.com",
      ],
      source: .signIn),
    scenes: choice)
}
