import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER product-list scene: view → presenter → interactor → repository, with the
/// back references weak, so that releasing the view releases the whole scene.
@MainActor
enum ProductListConfigurator {
  static func makeScene(request: ProductListRequest, context: SceneContext) -> any RunnableScene {
    let interactor = ProductListInteractor(repository: context.repository, pricing: context.services?.pricing)
    if let fields = context.fields {
      let exporter = ProductListFieldsExporter(
        interactor: interactor, request: request, fields: fields, console: context.console, mode: context.mode,
        errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.output = exporter
      return exporter
    }
    if context.mode.isJSON {
      let exporter = ProductListJSONExporter(
        interactor: interactor, request: request, console: context.console, mode: context.mode,
        errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.output = exporter
      return exporter
    }
    let view = TerminalProductListView(console: context.console, mode: context.mode)
    let presenter = ProductListPresenter(
      interactor: interactor,
      request: request,
      sizing: context.tableSizing,
      vocabulary: context.vocabulary,
      money: context.services?.money ?? PriceFormatter()
    )
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }

  /// The list over HTTP (`catalog serve`): the same interactor, DummyJSON's envelope as the view.
  static func makeAPIScene(request: ProductListRequest, select: [String]?, context: WebContext) -> any WebScene {
    let interactor = ProductListInteractor(repository: context.repository)
    let view = ProductListAPIView(
      interactor: interactor, request: request, select: select,
      errors: ErrorPresentation(vocabulary: context.vocabulary), cache: context.productJSON, target: context.target)
    interactor.output = view
    return view
  }

  /// The list as a web page: the same interactor and presenter as the command line's table,
  /// nothing truncated (the browser wraps), money in the browser's language.
  static func makePageScene(state: ListPageState, context: WebContext, page: PageContext) -> any WebScene {
    let interactor = ProductListInteractor(repository: context.repository, pricing: page.pricing)
    let view = ProductListPageView(
      state: state, frame: page.frame, categoryChoices: ListCategoriesInteractor(repository: context.repository))
    let presenter = ProductListPresenter(
      interactor: interactor, request: state.request(), sizing: .fitted(width: .max / 4),
      vocabulary: context.vocabulary, money: page.money)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
