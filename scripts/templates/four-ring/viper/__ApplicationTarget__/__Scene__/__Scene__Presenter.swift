import __BusinessModule__

/// VIPER: what the __Scene__ view reports.
@MainActor
public protocol __Scene__PresenterInput: AnyObject {
  func viewIsReady() async
}

/// VIPER: what the __Scene__ view can be told.
@MainActor
public protocol __Scene__View: AnyObject {
  func display__Scene__(_ viewModel: __Scene__ViewModel)
}

/// The scene ready to place: its lines, already in words.
public struct __Scene__ViewModel: Hashable, Sendable {
  public let lines: [String]

  public init(lines: [String]) {
    self.lines = lines
  }
}

/// Turns the use case's facts into words. Fill in: the scene's formatting.
@MainActor
public final class __Scene__Presenter: __Scene__PresenterInput, __Scene__InteractorOutput {
  public weak var view: (any __Scene__View)?
  private let interactor: any __Scene__InteractorInput

  public init(interactor: any __Scene__InteractorInput) {
    self.interactor = interactor
  }

  public func viewIsReady() async {
    await interactor.__useCase____Scene__()
  }

  public func present__Scene__(_ response: __Scene__Response) {
    view?.display__Scene__(__Scene__ViewModel(lines: ["\(response.itemCount) items"]))
  }

  public func presentFailure(_ failure: __Scene__Failure) {
    view?.display__Scene__(__Scene__ViewModel(lines: ["error: the source could not be read"]))
  }
}
