import DomainEntities

/// An actor holder storing a concrete interactor.
public actor ShowItemInteractor {
  let list: ListItemsInteractor

  public init(list: ListItemsInteractor) {
    self.list = list
  }
}
