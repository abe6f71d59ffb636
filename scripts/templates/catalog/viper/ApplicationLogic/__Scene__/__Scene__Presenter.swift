import BusinessLogic
import DomainEntities

/// VIPER: what the __command__ view reports.
@MainActor
public protocol __Scene__PresenterInput: AnyObject {
  func viewIsReady() async
//[router]
  /// The person asked for the products the scene is about.
  func showProducts() async
//[end]
}

/// Turns the use case's facts into words. Fill in: the scene's formatting.
@MainActor
public final class __Scene__Presenter: __Scene__PresenterInput, __Scene__InteractorOutput {
  public weak var view: (any __Scene__View)?
  private let interactor: any __Scene__InteractorInput
  private let request: __Scene__Request
  private let errors: ErrorPresentation
//[router]
  private let wireframe: any __Scene__Wireframe
//[end]

//[no-router]
  public init(interactor: any __Scene__InteractorInput, request: __Scene__Request, vocabulary: any InterfaceVocabulary) {
    (self.interactor, self.request) = (interactor, request)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }
//[end]
//[router]
  public init(
    interactor: any __Scene__InteractorInput, wireframe: any __Scene__Wireframe, request: __Scene__Request,
    vocabulary: any InterfaceVocabulary
  ) {
    (self.interactor, self.wireframe, self.request) = (interactor, wireframe, request)
    self.errors = ErrorPresentation(vocabulary: vocabulary)
  }
//[end]

  public func viewIsReady() async {
    await interactor.__useCase____Scene__(request)
  }
//[router]

  public func showProducts() async {
    await wireframe.presentProducts()
  }
//[end]

  public func present__Scene__(_ response: __Scene__Response) {
    view?.display__Scene__(
      __Scene__ViewModel(lines: [
        "\(response.productCount) products",
        "__command__ is a new scene: fill in __Scene__Interactor, __Scene__Presenter and Terminal__Scene__View",
      ]))
  }

  public func presentSourceFailure(_ error: CatalogSourceError) {
    view?.displayError(errors.viewModel(for: error))
  }
}
