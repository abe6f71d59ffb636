import ApplicationLogic

/// `catalog list`: the scene's line in the command table.
enum ProductListCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "list", aliases: ["ls"], summary: "List products: search, filter, sort and page",
      usage: "catalog list [flags]", operands: .none, output: .rows, terminal: .paged,
      options: OptionSpec.queryOptions + OptionSpec.productOutputOptions,
      examples: [
        "catalog list --search phone --sort price --order desc",
        "catalog list --fields id,title,price,stock -o csv",
        "catalog ls -c laptops -L 5 -o json",
        "catalog list -S phone --currency JPY --locale ja_JP",
        "catalog list --limit 0 | cut -f1,2",
      ]),
    scene: SceneRegistration(
      route: { .success($0.listRequest(defaultLimit: nil)) },
      commandLine: { ProductListConfigurator.makeScene(request: $0, context: $1) },
      // The browser is the product list there: a list routed to is shown by it.
      fullScreen: { .browserList($0) },
      web: { route, context in
        switch (route, context.page) {
        case (.productList(let request, let select), _):
          ProductListConfigurator.makeAPIScene(request: request, select: select, context: context)
        case (.page(.list(let state), _), let page?):
          ProductListConfigurator.makePageScene(state: state, context: context, page: page)
        default: nil
        }
      }))
}
