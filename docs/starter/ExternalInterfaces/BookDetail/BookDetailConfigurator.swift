import ApplicationLogic
import BusinessLogic
import DomainEntities

/// Assembles the VIP BookDetail scene with the book handed in (its data store filled before it
/// runs), the same wiring as Main's.
@MainActor
public enum BookDetailConfigurator {
  public static func makeScene(book: Book?, write: @escaping (String) -> Void) -> PrintBookDetailView {
    let interactor = BookDetailInteractor()
    let presenter = BookDetailPresenter()
    let view = PrintBookDetailView(write: write)
    interactor.book = book
    view.interactor = interactor
    interactor.presenter = presenter
    presenter.display = view
    return view
  }
}

/// The scene's view: asks for the book, then places each line it is given.
@MainActor
public final class PrintBookDetailView: BookDetailDisplayLogic {
  var interactor: (any BookDetailBusinessLogic)?
  private let write: (String) -> Void

  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  public func run() {
    interactor?.show(BookDetail.Show.Request())
  }

  public func display(_ viewModel: BookDetail.Show.ViewModel) {
    for line in viewModel.lines { write(line) }
  }
}
