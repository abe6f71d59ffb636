import ApplicationLogic
import BusinessLogic

/// Assembles the VIPER product-detail scene.
@MainActor
enum ProductDetailConfigurator {
  static func makeScene(request: ProductDetailRequest, context: SceneContext) -> any RunnableScene {
    let interactor = ProductDetailInteractor(repository: context.repository, pricing: context.services?.pricing)
    if let fields = context.fields {
      let exporter = ProductDetailFieldsExporter(
        interactor: interactor, request: request, fields: fields, console: context.console, mode: context.mode,
        errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.output = exporter
      return exporter
    }
    if context.mode.isJSON {
      let exporter = ProductDetailJSONExporter(
        interactor: interactor, request: request, console: context.console, mode: context.mode,
        errors: ErrorPresentation(vocabulary: context.vocabulary))
      interactor.output = exporter
      return exporter
    }
    let view = TerminalProductDetailView(console: context.console, mode: context.mode)
    let layout: DetailLayout = context.mode == .table ? .readable(width: context.console.terminal.width) : .records
    let presenter = ProductDetailPresenter(
      interactor: interactor, request: request, layout: layout, vocabulary: context.vocabulary,
      money: context.services?.money ?? PriceFormatter())
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }

  /// The same scene as a screen over the browser: the readable layout at the screen's width.
  static func makeScreen(request: ProductDetailRequest, context: FullScreenContext) -> TerminalProductDetailScreen {
    let session = context.session
    let services = context.scene.services
    let repository = context.scene.repository
    let vocabulary = context.scene.vocabulary
    var request = request
    // The browser's currency is the detail's too.
    if request.currency == nil { request.currency = services?.currency }
    let interactor = ProductDetailInteractor(repository: repository, pricing: services?.pricing)
    let view = TerminalProductDetailScreen(session: session, size: session.size)
    let presenter = ProductDetailPresenter(
      interactor: interactor, request: request, layout: TerminalProductDetailScreen.layout(for: session.size),
      vocabulary: vocabulary, money: services?.money ?? PriceFormatter())
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }

  /// The product over HTTP (`catalog serve`).
  static func makeAPIScene(request: ProductDetailRequest, select: [String]?, context: WebContext) -> any WebScene {
    let interactor = ProductDetailInteractor(repository: context.repository)
    let view = ProductDetailAPIView(
      interactor: interactor, request: request, select: select,
      errors: ErrorPresentation(vocabulary: context.vocabulary), cache: context.productJSON)
    interactor.output = view
    return view
  }

  /// The product as a web page: the presenter's facts unwrapped, and its neighbours in the list
  /// the visitor came from.
  static func makePageScene(id: String, from state: ListPageState, at: Int?, context: WebContext, page: PageContext)
    -> any WebScene
  {
    var request = ProductDetailRequest(productID: id)
    request.currency = state.currency
    let interactor = ProductDetailInteractor(repository: context.repository, pricing: page.pricing)
    let list = ProductListInteractor(repository: context.repository)
    let neighbours = ProductNeighbours(interactor: list)
    list.output = neighbours
    let view = ProductDetailPageView(id: id, state: state, at: at, frame: page.frame, neighbours: neighbours)
    let presenter = ProductDetailPresenter(
      interactor: interactor, request: request, layout: .sheet, vocabulary: context.vocabulary, money: page.money)
    view.presenter = presenter
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
