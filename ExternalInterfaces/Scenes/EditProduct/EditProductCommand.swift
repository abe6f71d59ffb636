import ApplicationLogic

/// `catalog edit ID`: the scene's line in the command table.
enum EditProductCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "edit", aliases: [], summary: "Change fields of a product in a catalog file or on a server",
      usage: "catalog edit ID [field flags | --from FILE] --source FILE|URL [flags]",
      operands: .productID(example: "5"), output: .record, terminal: .plain,
      options: OptionSpec.fieldOptions + [.from] + OptionSpec.writeOptions,
      examples: [
        "catalog edit 5 --price 8.99 --stock 80 --source catalog.json",
        "echo '{\"brand\": null}' | catalog edit 5 --from - --source catalog.json",
        "catalog edit 5 --source catalog.json    (on a terminal: opens $VISUAL or $EDITOR on the product)",
        "catalog edit 5 --stock 0 --token-file ~/.catalog-token --source https://catalog.example/db/products",
      ]),
    scene: SceneRegistration(
      route: { inputs in
        ProductInputReader.input(inputs, nothingGiven: "change").map {
          EditProductDestination(id: inputs.productID, input: $0, dryRun: inputs.invocation.isGiven(.dryRun))
        }
      },
      commandLine: { EditProductConfigurator.makeScene(id: $0.id, input: $0.input, dryRun: $0.dryRun, context: $1) },
      fullScreen: { destination in
        .keptChange(usingTheTerminal: true) {
          EditProductConfigurator.makeScene(
            id: destination.id, input: destination.input, dryRun: destination.dryRun, context: $0, output: $1)
        }
      },
      web: { route, context in
        switch (route, context.page) {
        case (.editProduct(let id), _): EditProductConfigurator.makeAPIScene(id: id, context: context)
        case (.page(.edit(let id), _), let page?):
          EditProductConfigurator.makePageScene(id: id, context: context, page: page)
        default: nil
        }
      }))
}
