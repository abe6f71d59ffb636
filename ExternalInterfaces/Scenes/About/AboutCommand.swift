import ApplicationLogic

/// `catalog about`: the scene's line in the command table.
enum AboutCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "about", aliases: [], summary: "Show the program, the catalog in use and the exchange rates' source",
      usage: "catalog about [--web] [flags]", operands: .none, output: .record, terminal: .plain,
      options: [.web, .noColor, .source, .rates, .timeout],
      examples: ["catalog about", "catalog about --web", "catalog about --source https://dummyjson.com"]),
    scene: SceneRegistration(
      route: { .success(AboutDestination(openingHomePage: $0.invocation.isGiven(.web))) },
      commandLine: { AboutConfigurator.makeScene(openingHomePage: $0.openingHomePage, context: $1) },
      fullScreen: { _ in .screen { AboutConfigurator.makeScreen(context: $0) } },
      web: { route, context in
        guard case .page(.about, _) = route, let page = context.page else { return nil }
        return AboutConfigurator.makePageScene(context: context, page: page)
      }))
}
