import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) add scene: the view owns the interactor and the router, the
/// interactor owns the presenter, and the presenter and router point back weakly.
@MainActor
enum AddProductConfigurator {
  static func makeScene(
    input: ProductInput, dryRun: Bool, context: SceneContext, output: (any ProductChangeOutput)? = nil
  ) -> any RunnableScene {
    let interactor = AddProductInteractor(store: context.store, repository: context.repository)
    let presenter = AddProductPresenter(vocabulary: context.vocabulary)
    let router = ProductChangeRouter(navigator: context.navigator)
    let view = TerminalAddProductView(
      input: input, dryRun: dryRun, output: output ?? PrintedChangeOutput(console: context.console, mode: context.mode),
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
  static func makeAPIScene(context: WebContext) -> any WebScene {
    let interactor = AddProductInteractor(store: context.store, repository: context.repository)
    let presenter = AddProductPresenter(vocabulary: context.vocabulary)
    let router = ProductChangeRouter(navigator: nil)
    let view = AddProductAPIView(body: context.body, vocabulary: context.vocabulary)
    view.interactor = interactor
    view.router = router
    interactor.presenter = presenter
    presenter.display = view
    router.dataStore = interactor
    return view
  }

  /// The add page: the same interactor and presenter; the form's fields are the flags'.
  static func makePageScene(context: WebContext, page: PageContext) -> any WebScene {
    let interactor = AddProductInteractor(store: context.store, repository: context.repository)
    let presenter = AddProductPresenter(vocabulary: context.vocabulary)
    let router = ProductChangeRouter(navigator: nil)
    let view = AddProductPageView(frame: page.frame, submitted: page.form)
    view.interactor = interactor
    view.router = router
    interactor.presenter = presenter
    presenter.display = view
    router.dataStore = interactor
    return view
  }
}
