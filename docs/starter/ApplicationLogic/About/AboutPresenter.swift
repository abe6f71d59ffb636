import BusinessLogic
import DomainEntities

/// VIPER: what the About view reports.
@MainActor
public protocol AboutPresenterInput: AnyObject {
  func viewIsReady() async
}

/// VIPER: what the About view can be told.
@MainActor
public protocol AboutView: AnyObject {
  func displayAbout(_ viewModel: AboutViewModel)
}

/// The scene ready to place: its lines, already in words.
public struct AboutViewModel: Hashable, Sendable {
  public let lines: [String]

  public init(lines: [String]) {
    self.lines = lines
  }
}

/// Turns the use case's facts into words, then decides where the module goes next: to the
/// longest book, through the wireframe.
@MainActor
public final class AboutPresenter: AboutPresenterInput, AboutInteractorOutput {
  public weak var view: (any AboutView)?
  private let interactor: any AboutInteractorInput
  private let wireframe: any AboutWireframe
  private var longest: Book?

  public init(interactor: any AboutInteractorInput, wireframe: any AboutWireframe) {
    (self.interactor, self.wireframe) = (interactor, wireframe)
  }

  public func viewIsReady() async {
    await interactor.loadAbout()
    if let longest { await wireframe.showLongestBook(longest) }
  }

  public func presentAbout(_ response: AboutResponse) {
    longest = response.longest
    view?.displayAbout(
      AboutViewModel(lines: [
        "Shelf: the starter of the four-ring shape, with \(response.bookCount) books; the longest:"
      ]))
  }

  public func presentFailure(_ failure: AboutFailure) {
    view?.displayAbout(AboutViewModel(lines: ["error: the shelf could not be read"]))
  }
}
