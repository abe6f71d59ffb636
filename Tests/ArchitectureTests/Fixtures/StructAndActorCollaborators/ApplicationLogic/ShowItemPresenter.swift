import BusinessLogic
import DomainEntities

public protocol ShowItemRoutingLogic {
  func close()
}

public struct ShowItemRouter {
  public func close() {}
}

/// The conformance in an extension: the fix still names the protocol.
extension ShowItemRouter: ShowItemRoutingLogic {}

/// A struct holder storing a concrete router.
public struct ShowItemPresenter {
  let router: ShowItemRouter
}
