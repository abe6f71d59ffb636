import DomainEntities

/// Where a router or a wireframe sends the app next. The outer ring implements it: assembling
/// the next scene is a concrete detail, so routing in this ring names only where to go, and
/// with what.
@MainActor
public protocol ShelfNavigator: AnyObject {
  func showBook(_ book: Book?) async
}
