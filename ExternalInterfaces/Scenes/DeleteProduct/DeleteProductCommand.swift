import ApplicationLogic

/// `catalog delete ID`: the scene's line in the command table.
enum DeleteProductCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "delete", aliases: ["rm"], summary: "Delete a product from a catalog file or server",
      usage: "catalog delete ID --source FILE|URL [flags]", operands: .productID(example: "5"), output: .record,
      terminal: .plain, options: [.yes] + OptionSpec.writeOptions,
      examples: ["catalog delete 5 --source catalog.json", "catalog rm 5 --yes --source catalog.json"]),
    scene: SceneRegistration(
      route: route, commandLine: commandLine, fullScreen: fullScreen,
      web: { route, context in
        switch (route, context.page) {
        case (.deleteProduct(let id), _): DeleteProductConfigurator.makeAPIScene(id: id, context: context)
        case (.page(.delete(let id), let submits), let page?):
          DeleteProductConfigurator.makePageScene(id: id, confirmed: submits, context: context, page: page)
        default: nil
        }
      }))

  /// Asks first, unless `--yes` or `--dry-run`; asking needs a terminal.
  private static func route(_ inputs: RouteInputs) -> Result<DeleteProductDestination, UsageError> {
    let id = inputs.productID
    let dryRun = inputs.invocation.isGiven(.dryRun)
    if inputs.invocation.isGiven(.yes) || dryRun {
      return .success(DeleteProductDestination(id: id, confirmation: .given, dryRun: dryRun))
    }
    guard inputs.inputIsTerminal else {
      return .failure(
        UsageError(
          message: "\"\(inputs.commandLine)\" asks before deleting, and there is no terminal to ask on",
          hint: "add --yes to delete product \(TerminalText.quote(id)) without being asked"))
    }
    return .success(DeleteProductDestination(id: id, confirmation: .ask, dryRun: dryRun))
  }

  @MainActor
  private static func commandLine(_ destination: DeleteProductDestination, _ context: SceneContext) -> any RunnableScene
  {
    DeleteProductConfigurator.makeScene(
      id: destination.id, confirmation: destination.confirmation, dryRun: destination.dryRun, context: context)
  }

  @MainActor
  private static func fullScreen(_ destination: DeleteProductDestination) -> FullScreenStep {
    .keptChange(usingTheTerminal: false) {
      DeleteProductConfigurator.makeScene(
        id: destination.id, confirmation: destination.confirmation, dryRun: destination.dryRun, context: $0,
        output: $1)
    }
  }
}
