import ApplicationLogic
import BusinessLogic

/// The browser's navigator: the same routes as the command line's, shown as screens stacked on
/// the terminal instead of scenes run one after another.
@MainActor
final class FullScreenNavigator: SceneNavigator {
  private let session: FullScreenSession
  private let repository: any ProductRepository
  private let vocabulary: any InterfaceVocabulary
  /// The browser at the bottom of the stack, which shows the lists routed to. Weak: the
  /// session holds the screens.
  weak var browser: (any ProductBrowserPresenterInput)?

  init(session: FullScreenSession, repository: any ProductRepository, vocabulary: any InterfaceVocabulary) {
    self.session = session
    self.repository = repository
    self.vocabulary = vocabulary
  }

  func navigate(to route: CatalogRoute) async {
    switch route {
    case .productDetail(let request):
      session.push(
        ProductDetailConfigurator.makeScreen(
          request: request, session: session, repository: repository, vocabulary: vocabulary))
    case .categories:
      session.push(
        ListCategoriesConfigurator.makeScreen(
          session: session, repository: repository, vocabulary: vocabulary, navigator: self))
    case .productList(let request):
      // The browser is the product list here: the screens over it close, and it shows the list.
      session.popToRoot()
      await browser?.show(request)
    case .productBrowser, .addProduct, .editProduct, .deleteProduct:
      // The command line starts the browser and runs the write commands; nothing inside the
      // browser leads there yet.
      break
    }
  }
}
