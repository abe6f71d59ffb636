import DomainEntities

/// VIP: the state the categories scene keeps for its router to hand to the next scene.
@MainActor
public protocol ListCategoriesDataStore: AnyObject {
  var categories: [Category] { get }
}
