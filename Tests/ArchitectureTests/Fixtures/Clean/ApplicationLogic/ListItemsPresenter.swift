import BusinessLogic
import DomainEntities

public protocol ListItemsView: AnyObject {
  func displayLines(_ lines: [String])
}

public final class ListItemsPresenter: ListItemsInteractorOutput {
  public weak var view: (any ListItemsView)?
  private let interactor: any ListItemsBusinessLogic

  public init(interactor: any ListItemsBusinessLogic) {
    self.interactor = interactor
  }

  public func viewIsReady() {
    interactor.loadItems()
  }

  public func presentItems(_ items: [Item]) {
    view?.displayLines(items.map { "\($0.id)\t\($0.name)" })
  }
}
