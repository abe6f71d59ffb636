import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) edit scene: the view owns the interactor and the router, the
/// interactor owns the presenter, and the presenter and router point back weakly.
@MainActor
enum EditProductConfigurator {
  static func makeScene(
    id: String, input: ProductInput, dryRun: Bool, context: SceneContext, output: (any ProductChangeOutput)? = nil
  ) -> any RunnableScene {
    let interactor = EditProductInteractor(store: context.store, repository: context.repository)
    let presenter = EditProductPresenter(vocabulary: context.vocabulary)
    let router = ProductChangeRouter(navigator: context.navigator)
    let view = TerminalEditProductView(
      id: id, input: input, dryRun: dryRun,
      output: output ?? PrintedChangeOutput(console: context.console, mode: context.mode),
      errors: ErrorPresentation(vocabulary: context.vocabulary),
      editor: ExternalEditor(environment: context.environment))
    view.interactor = interactor
    view.router = router
    interactor.presenter = presenter
    presenter.display = view
    router.dataStore = interactor
    return view
  }

  /// The same scene over HTTP (`catalog serve`): the same interactor and presenter, a view that
  /// answers in JSON, and the router's data store for the product as stored.
  static func makeAPIScene(id: String, context: WebContext) -> any WebScene {
    let interactor = EditProductInteractor(store: context.store, repository: context.repository)
    let presenter = EditProductPresenter(vocabulary: context.vocabulary)
    let router = ProductChangeRouter(navigator: nil)
    let view = EditProductAPIView(id: id, body: context.body, vocabulary: context.vocabulary)
    view.interactor = interactor
    view.router = router
    interactor.presenter = presenter
    presenter.display = view
    router.dataStore = interactor
    return view
  }

  /// The edit page: the same interactor and presenter; the form's fields are the flags'.
  static func makePageScene(id: String, context: WebContext, page: PageContext) -> any WebScene {
    let interactor = EditProductInteractor(store: context.store, repository: context.repository)
    let presenter = EditProductPresenter(vocabulary: context.vocabulary)
    let view = EditProductPageView(id: id, frame: page.frame, submitted: page.form)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
}
