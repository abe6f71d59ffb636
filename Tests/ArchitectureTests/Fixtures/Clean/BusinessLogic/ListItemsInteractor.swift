import DomainEntities

public protocol ListItemsBusinessLogic: AnyObject {
  func loadItems()
}

public protocol ListItemsInteractorOutput: AnyObject {
  func presentItems(_ items: [Item])
}

public final class ListItemsInteractor: ListItemsBusinessLogic {
  public weak var output: (any ListItemsInteractorOutput)?
  private let repository: any ItemRepository

  public init(repository: any ItemRepository) {
    self.repository = repository
  }

  public func loadItems() {
    output?.presentItems(repository.items())
  }
}
