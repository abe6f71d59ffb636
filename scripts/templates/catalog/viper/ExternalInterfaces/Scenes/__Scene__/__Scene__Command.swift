import ApplicationLogic
import BusinessLogic

/// `catalog __command__`: the scene's line in the command table. Fill in: the summary, the
/// flags, the examples, and what the route reads from them.
enum __Scene__Command {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "__command__", aliases: [], summary: "__Scene__ (a new scene: fill in its summary)",
      usage: "catalog __command__ [flags]", operands: .none, output: .record, terminal: .plain,
      options: __optionList__[.format, .json, .noColor, .source, .tokenFile, .timeout],
      examples: ["catalog __command__", "catalog __command__ -o json"]),
    scene: SceneRegistration(
      route: { __routeInput__ in .success(__Scene__Request(__requestArguments__)) },
      commandLine: { __Scene__Configurator.makeScene(request: $0, context: $1) },
      // Fill in: `.screen { … }` to show it over the browser.
      fullScreen: { _ in .notShown },
//[no-web]
      // Fill in: a `WebRoute` case to answer it from `catalog serve` (docs/ADDING-A-SCENE.md, "web").
      web: { _, _ in nil }))
//[end]
//[web]
      // Its web page, /__command__ (docs/SERVER.md, "Web pages"); its flags are the address's query.
      web: { route, context in
        guard case .page(.scene("__command__", __pageQuery__), _) = route, let page = context.page else { return nil }
        return __Scene__Configurator.makePageScene(request: __Scene__Request(__pageArguments__), context: context, page: page)
      }))
//[end]
}
//[options]

/// The scene's own flags, each declared once: the spec above lists them, the route reads them.
/// Fill in: their help.
extension OptionSpec {
  __optionSpecs__
}
//[end]
