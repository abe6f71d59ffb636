import DomainEntities

public protocol ListItemsView: AnyObject {
  func displayLines(_ lines: [String])
}

public final class ListItemsPresenter {
  public weak var view: (any ListItemsView)?

  public init() {}

  public func presentItems(_ items: [Item]) {
    view?.displayLines(items.map(\.name))
  }
}
