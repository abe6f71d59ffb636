import BusinessLogic
import DomainEntities

public protocol ListItemsView: AnyObject {
  func displayLines(_ lines: [String])
}

public final class ListItemsPresenter: ListItemsInteractorOutput {
  public weak var view: (any ListItemsView)?
  private let interactor: ListItemsInteractor

  public init(interactor: ListItemsInteractor) {
    self.interactor = interactor
  }

  public func viewIsReady() {
    interactor.loadItems()
  }

  public func presentItems(_ items: [Item]) {
    view?.displayLines(items.map(\.name))
  }
}
