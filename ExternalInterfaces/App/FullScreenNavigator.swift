import ApplicationLogic
import BusinessLogic

/// The browser's navigator: the same routes as the command line's, shown as screens stacked on
/// the terminal instead of scenes run one after another.
@MainActor
final class FullScreenNavigator: SceneNavigator {
  private let session: FullScreenSession
  private let repository: any ProductRepository
  private let vocabulary: any InterfaceVocabulary

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
    case .productList, .categories, .productBrowser:
      // Nothing in the browser leads there; the command line starts those scenes.
      break
    }
  }
}
