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
  private let repository: any ProductRepository
  private let vocabulary: any InterfaceVocabulary
  private let device: TerminalDevice
  private var scenes: [any RunnableScene] = []
  private(set) var lastStatus = ExitStatus.success

  init(
    console: Console, mode: OutputMode, repository: any ProductRepository, vocabulary: any InterfaceVocabulary,
    device: TerminalDevice = TerminalDevice()
  ) {
    self.console = console
    self.mode = mode
    self.repository = repository
    self.vocabulary = vocabulary
    self.device = device
  }

  func navigate(to route: CatalogRoute) async {
    let context = SceneContext(
      console: console, mode: mode, repository: repository, vocabulary: vocabulary, navigator: self, fields: fields)
    let scene: any RunnableScene =
      switch route {
      case .productList(let request): ProductListConfigurator.makeScene(request: request, context: context)
      case .productDetail(let request): ProductDetailConfigurator.makeScene(request: request, context: context)
      case .categories: ListCategoriesConfigurator.makeScene(context: context)
      case .productBrowser(let request):
        ProductBrowserConfigurator.makeScene(request: request, context: context, device: device)
      }
    scenes.append(scene)
    lastStatus = await scene.run()
    scenes.removeLast()
  }
}
