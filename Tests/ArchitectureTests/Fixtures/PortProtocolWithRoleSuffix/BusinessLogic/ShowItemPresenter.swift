import DomainEntities

/// The output port of a show-item interactor, named for the role that implements it outside.
public protocol ShowItemPresenter: AnyObject {
  func presentItem(_ item: Item)
}
