import ApplicationLogic
import BusinessLogic

/// `catalog auth status` and `catalog auth token`: the auth status scene's two registrations,
/// chosen by `auth`'s first word (`AuthCommand`).
enum AuthStatusCommand {
  static let statusOptions: [OptionSpec] = [.serverSource, .format, .json, .noColor, .timeout]
  static let tokenOptions: [OptionSpec] = [.serverSource]

  static let statusScene = SceneRegistration(
    route: { .success(AuthStatusRequest(source: $0.sourceText)) },
    commandLine: { AuthStatusConfigurator.makeScene(request: $0, context: $1) },
    fullScreen: { _ in .notShown },
    web: { _, _ in nil })

  /// The only command that prints a token: asked for by name, for a program to use.
  static let tokenScene = SceneRegistration(
    route: { .success(AuthStatusRequest(source: $0.sourceText, asked: .token)) },
    commandLine: { AuthStatusConfigurator.makeScene(request: $0, context: $1) },
    fullScreen: { _ in .notShown },
    web: { _, _ in nil })
}
