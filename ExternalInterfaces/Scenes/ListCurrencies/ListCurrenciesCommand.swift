import ApplicationLogic

/// `catalog currencies`: the scene's line in the command table.
enum ListCurrenciesCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "currencies", aliases: [], summary: "List the currencies prices can be shown in, with today's rates",
      usage: "catalog currencies [flags]", operands: .none, output: .rows, terminal: .plain,
      options: [.format, .json, .noColor, .noPager, .rates, .locale, .timeout],
      examples: [
        "catalog currencies", "catalog currencies -o csv",
        "catalog currencies --rates ~/Downloads/eurofxref-daily.xml",
      ]),
    scene: SceneRegistration(
      route: { _ in .success(ListCurrenciesDestination()) },
      commandLine: { ListCurrenciesConfigurator.makeScene(context: $1) },
      // A command-line command: the browser shows prices, not the rates table.
      fullScreen: { _ in .notShown },
      web: { _, _ in nil }))
}
