import ApplicationLogic
import BusinessLogic

/// Assembles the Clean Swift (VIP) delete scene: the view owns the interactor and the router, the
/// interactor owns the presenter, and the presenter and router point back weakly.
@MainActor
enum DeleteProductConfigurator {
  static func makeScene(
    id: String, confirmation: DeleteConfirmation, dryRun: Bool, context: SceneContext,
    output: (any ProductChangeOutput)? = nil
  ) -> any RunnableScene {
    let interactor = DeleteProductInteractor(store: context.store, repository: context.repository)
    let presenter = DeleteProductPresenter(vocabulary: context.vocabulary)
    let router = ProductChangeRouter(navigator: context.navigator)
    let view = TerminalDeleteProductView(
      id: id, confirmation: confirmation, dryRun: dryRun,
      output: output ?? PrintedChangeOutput(console: context.console, mode: context.mode))
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
    let interactor = DeleteProductInteractor(store: context.store, repository: context.repository)
    let presenter = DeleteProductPresenter(vocabulary: context.vocabulary)
    let router = ProductChangeRouter(navigator: nil)
    let view = DeleteProductAPIView(id: id)
    view.interactor = interactor
    view.router = router
    interactor.presenter = presenter
    presenter.display = view
    router.dataStore = interactor
    return view
  }

  /// The delete page: asks first (GET), deletes when its form is posted.
  static func makePageScene(id: String, confirmed: Bool, context: WebContext, page: PageContext) -> any WebScene {
    let interactor = DeleteProductInteractor(store: context.store, repository: context.repository)
    let presenter = DeleteProductPresenter(vocabulary: context.vocabulary)
    let view = DeleteProductPageView(id: id, frame: page.frame, confirmed: confirmed)
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
}
