import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER product-detail scene.
@MainActor
enum ProductDetailConfigurator {
  static func makeScene(request: ProductDetailRequest, context: SceneContext) -> any RunnableScene {
    let interactor = ProductDetailInteractor(repository: context.repository)
    if context.mode == .json {
      let exporter = ProductDetailJSONExporter(
        interactor: interactor, request: request, console: context.console,
        errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.output = exporter
      return exporter
    }
    let view = TerminalProductDetailView(console: context.console, mode: context.mode)
    let layout: DetailLayout = context.mode == .table ? .readable(width: context.console.terminal.width) : .records
    let presenter = ProductDetailPresenter(
      interactor: interactor, request: request, layout: layout, vocabulary: context.vocabulary)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
