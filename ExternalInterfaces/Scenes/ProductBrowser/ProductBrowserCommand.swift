import ApplicationLogic

/// `catalog browse`: the scene's line in the command table.
enum ProductBrowserCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "browse", aliases: [], summary: "Browse products full-screen, list and detail side by side",
      usage: "catalog browse [flags]", operands: .none, output: .record, terminal: .fullScreen,
      options: [.search, .category, .sort, .order, .browseLimit, .browseSkip, .noColor, .source, .tokenFile, .timeout]
        + OptionSpec.moneyOptions,
      examples: [
        "catalog browse",
        "catalog browse --search phone --sort price --currency EUR",
        "catalog browse --source https://dummyjson.com",
      ]),
    scene: SceneRegistration(
      route: { .success(ProductBrowserDestination(request: $0.listRequest(defaultLimit: String(pageSize)))) },
      commandLine: { ProductBrowserConfigurator.makeScene(request: $0.request, context: $1) },
      // The browser is already running.
      fullScreen: { _ in .notShown },
      web: { _, _ in nil }))

  /// Products one request loads in the browser: a few screens, so scrolling rarely waits.
  static let pageSize = 100
}
