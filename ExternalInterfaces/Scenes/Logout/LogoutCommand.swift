import ApplicationLogic
import BusinessLogic

/// `catalog auth logout`: the Logout scene's registration, chosen by `auth`'s first word
/// (`AuthCommand`).
enum LogoutCommand {
  static let options: [OptionSpec] = [.serverSource, .timeout]

  static let scene = SceneRegistration(
    route: { .success(Logout.SignOut.Request(source: $0.sourceText)) },
    commandLine: { LogoutConfigurator.makeScene(request: $0, context: $1) },
    fullScreen: { _ in .notShown },
    web: { _, _ in nil })
}
