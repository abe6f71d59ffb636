import ApplicationLogic
import BusinessLogic

/// `catalog __command__ ID`: the scene's line in the command table. Fill in: the summary, the
/// flags' help and the examples.
enum __Scene__Command {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "__command__", aliases: [], summary: "__Scene__ (a new scene: fill in its summary)",
      usage: "catalog __command__ ID [flags] --source FILE|URL", operands: .productID(example: "1"), output: .record,
      terminal: .plain, options: __optionList__OptionSpec.writeOptions,
      examples: ["catalog __command__ 1 --source catalog.json", "catalog __command__ 1 --dry-run --source catalog.json"]),
    scene: SceneRegistration(
      route: { __routeInput__ in .success(__Scene__.__UseCase__.Request(__requestArguments__)) },
      commandLine: { __Scene__Configurator.makeScene(request: $0, context: $1) },
      // Fill in: `.screen { … }` to show it over the browser.
      fullScreen: { _ in .notShown },
      // Fill in: a `WebRoute` case to answer it from `catalog serve` (docs/ADDING-A-SCENE.md, "web").
      web: { _, _ in nil }))
}
//[options]

/// The scene's own flags, each declared once: the spec above lists them, the route reads them.
/// Fill in: their help.
extension OptionSpec {
  __optionSpecs__
}
//[end]
