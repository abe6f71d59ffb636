import ApplicationLogic
import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed invocation turned into what the composition root decides by: which route, which
/// source, which output mode, and the settings of the server, the money and the fields. Each
/// concern has its own reader (`…+Flags.swift` beside this file); the command's registration
/// says what follows its name and what shape its output has.
struct InvocationSettings: Equatable {
  let route: CatalogRoute
  let source: CatalogSource
  let mode: OutputMode
  var http = HTTPSettings()
  /// `--fields`: the product fields to print, in order; nil prints the usual view.
  var fields: [ProductFieldPath]?
  /// Said on standard error before the command runs (a token file others can read).
  var warnings: [ErrorViewModel] = []
  var money = MoneySettings()

  static func make(
    from invocation: CommandInvocation, environment: [String: String], outputIsTerminal: Bool,
    inputIsTerminal: Bool = false, table: CommandTable = .catalog
  ) -> Result<InvocationSettings, UsageError> {
    guard let registration = table.registration(named: invocation.command),
      case .scene(let made) = registration.action
    else {
      return .failure(UsageError(message: "\"catalog \(invocation.command)\" opens no catalog", hint: ""))
    }
    let scene = made()
    let spec = registration.spec
    if let refusal = spec.operands.refusal(of: invocation, spec: spec) { return .failure(refusal) }
    let inputs = RouteInputs(
      invocation: invocation, environment: environment, outputIsTerminal: outputIsTerminal,
      inputIsTerminal: inputIsTerminal)
    return Result { () throws(UsageError) -> InvocationSettings in
      let route = try scene.route(inputs).get()
      let format = try OutputFormat.requested(by: invocation).get()
      // A sign-in command's server is its scene's to read: every problem with it is said at once.
      let source =
        spec.source == .signIn ? .embedded : try CatalogSource.requested(by: invocation, environment: environment).get()
      let server = try HTTPSettings.requested(by: invocation, environment: environment, for: source).get()
      return InvocationSettings(
        route: route, source: source,
        mode: OutputMode.resolve(format, outputIsTerminal: outputIsTerminal, isDetail: spec.output == .record),
        http: server.settings,
        fields: try ProductFieldPath.requested(by: invocation).get(),
        warnings: server.warnings,
        money: try MoneySettings.make(invocation, environment: environment).get())
    }
  }
}
