import DomainEntities

public final class ShowItemInteractor {
  public init() {}

  public func show(_ item: Item) -> String { item.name }
}
