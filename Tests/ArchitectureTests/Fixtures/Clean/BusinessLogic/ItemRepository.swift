import DomainEntities

public protocol ItemRepository {
  func items() -> [Item]
}
