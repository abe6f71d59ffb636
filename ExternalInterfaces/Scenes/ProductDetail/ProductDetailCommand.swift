import ApplicationLogic
import BusinessLogic

/// `catalog show ID`: the scene's line in the command table.
enum ProductDetailCommand {
  static let registration = CommandRegistration(
    CommandSpec(
      name: "show", aliases: ["view"], summary: "Show every field of one product",
      usage: "catalog show ID [flags]", operands: .productID(example: "1"), output: .record, terminal: .paged,
      options: OptionSpec.productOutputOptions,
      examples: [
        "catalog show 1", "catalog view 42 --json", "catalog show 5 --fields title,price,dimensions.width",
        "CATALOG_CURRENCY=EUR catalog show 1",
      ]),
    scene: SceneRegistration(
      route: { inputs in
        var request = ProductDetailRequest(productID: inputs.productID)
        request.currency = inputs.currency
        return .success(request)
      },
      commandLine: { ProductDetailConfigurator.makeScene(request: $0, context: $1) },
      fullScreen: { request in
        .screen { ProductDetailConfigurator.makeScreen(request: request, context: $0) }
      },
      web: { route, context in
        switch (route, context.page) {
        case (.productDetail(let id, let select), _):
          ProductDetailConfigurator.makeAPIScene(
            request: ProductDetailRequest(productID: id), select: select, context: context)
        case (.page(.detail(let id, let state, let at), _), let page?):
          ProductDetailConfigurator.makePageScene(id: id, from: state, at: at, context: context, page: page)
        default: nil
        }
      }))
}
