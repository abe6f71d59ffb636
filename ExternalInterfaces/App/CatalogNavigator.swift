import ApplicationLogic
import BusinessLogic

/// The command line's navigator: a route becomes an assembled scene, which runs to completion.
/// It owns the scene while it runs, and remembers how the last one ended for the exit status.
@MainActor
final class CatalogNavigator: SceneNavigator {
  private let console: Console
  private let mode: OutputMode
  /// `--fields`, for the scenes that print products.
  var fields: [ProductFieldPath]?
  /// The environment, for the scenes that start an editor.
  var environment: [String: String] = [:]
  /// What the composition root built for every scene (the rates service, the money format).
  var services: SceneServices?
  private let repository: any ProductRepository
  private let store: any ProductStore
  private let vocabulary: any InterfaceVocabulary
  private let device: TerminalDevice
  private var scenes: [any RunnableScene] = []
  private(set) var lastStatus = ExitStatus.success

  init(
    console: Console, mode: OutputMode, repository: any ProductRepository, store: any ProductStore,
    vocabulary: any InterfaceVocabulary,
    device: TerminalDevice = TerminalDevice()
  ) {
    self.console = console
    self.mode = mode
    self.repository = repository
    self.store = store
    self.vocabulary = vocabulary
    self.device = device
  }

  func navigate(to route: CatalogRoute) async {
    let context = SceneContext(
      console: console, mode: mode, repository: repository, store: store, vocabulary: vocabulary, navigator: self,
      fields: fields, environment: environment, services: services)
    let scene: any RunnableScene =
      switch route {
      case .productList(let request): ProductListConfigurator.makeScene(request: request, context: context)
      case .productDetail(let request): ProductDetailConfigurator.makeScene(request: request, context: context)
      case .categories: ListCategoriesConfigurator.makeScene(context: context)
      case .productBrowser(let request):
        ProductBrowserConfigurator.makeScene(request: request, context: context, device: device)
      case .addProduct(let input, let dryRun):
        AddProductConfigurator.makeScene(input: input, dryRun: dryRun, context: context)
      case .editProduct(let id, let input, let dryRun):
        EditProductConfigurator.makeScene(id: id, input: input, dryRun: dryRun, context: context)
      case .deleteProduct(let id, let confirmation, let dryRun):
        DeleteProductConfigurator.makeScene(id: id, confirmation: confirmation, dryRun: dryRun, context: context)
      case .currencies: services.map { ListCurrenciesConfigurator.makeScene(context: context, services: $0) } ?? missing
      case .convert(let request):
        services.map { ConvertCurrencyConfigurator.makeScene(request: request, context: context, services: $0) }
          ?? missing
      case .about(let opening):
        services.map { AboutConfigurator.makeScene(openingHomePage: opening, context: context, services: $0) }
          ?? missing
      }
    scenes.append(scene)
    lastStatus = await scene.run()
    scenes.removeLast()
  }

  /// On the command line a scene ends by itself when it is done.
  func dismiss() async {}

  /// A money scene asked of a navigator built without services (never the composition root's).
  private var missing: any RunnableScene {
    UsageFailureScene(
      console: console, error: UsageError(message: "this command needs the exchange-rate service", hint: ""))
  }
}
