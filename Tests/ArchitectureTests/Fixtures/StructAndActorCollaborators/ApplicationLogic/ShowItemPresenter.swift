import BusinessLogic
import DomainEntities

public protocol ShowItemRoutingLogic {
  func close()
}

public struct ShowItemRouter: ShowItemRoutingLogic {
  public func close() {}
}

/// A struct holder storing a concrete router.
public struct ShowItemPresenter {
  let router: ShowItemRouter
}
