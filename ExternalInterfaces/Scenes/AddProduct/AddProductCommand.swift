import ApplicationLogic

/// `catalog add`: the scene's line in the command table.
enum AddProductCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "add", aliases: [], summary: "Add a product to a catalog file or server",
      usage: "catalog add [field flags | --from FILE] --source FILE|URL [flags]", operands: .none, output: .record,
      terminal: .plain, options: OptionSpec.fieldOptions + [.from] + OptionSpec.writeOptions,
      examples: [
        "catalog add --title \"Desk lamp\" --price 24.99 --category home-decoration --source catalog.json",
        "catalog show 5 -o json | catalog add --from - --source catalog.json",
        "catalog add --source catalog.json    (on a terminal: opens $VISUAL or $EDITOR on a template)",
        "CATALOG_TOKEN=dstok_… catalog add --from lamp.json --source http://127.0.0.1:8001/catalog/products",
      ]),
    scene: SceneRegistration(
      route: { inputs in
        ProductInputReader.input(inputs, nothingGiven: "add").map {
          AddProductDestination(input: $0, dryRun: inputs.invocation.isGiven(.dryRun))
        }
      },
      commandLine: { AddProductConfigurator.makeScene(input: $0.input, dryRun: $0.dryRun, context: $1) },
      fullScreen: { destination in
        .keptChange(usingTheTerminal: true) {
          AddProductConfigurator.makeScene(
            input: destination.input, dryRun: destination.dryRun, context: $0, output: $1)
        }
      },
      web: { route, context in
        switch (route, context.page) {
        case (.addProduct, _): AddProductConfigurator.makeAPIScene(context: context)
        case (.page(.add, _), let page?): AddProductConfigurator.makePageScene(context: context, page: page)
        default: nil
        }
      }))
}
