import ApplicationLogic

/// `catalog categories`: the scene's line in the command table.
enum ListCategoriesCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "categories", aliases: [], summary: "List the categories with their product counts",
      usage: "catalog categories [flags]", operands: .none, output: .record, terminal: .paged,
      options: OptionSpec.outputOptions,
      examples: ["catalog categories", "catalog categories -o csv"]),
    scene: SceneRegistration(
      route: { _ in .success(ListCategoriesDestination()) },
      commandLine: { ListCategoriesConfigurator.makeScene(context: $1) },
      fullScreen: { _ in .screen { ListCategoriesConfigurator.makeScreen(context: $0) } },
      web: { route, context in
        switch route {
        case .categories: ListCategoriesConfigurator.makeAPIScene(shape: .objects, context: context)
        case .categoryList: ListCategoriesConfigurator.makeAPIScene(shape: .slugs, context: context)
        case .page(.categories, _):
          context.page.map { ListCategoriesConfigurator.makePageScene(context: context, page: $0) }
        default: nil
        }
      }))
}
