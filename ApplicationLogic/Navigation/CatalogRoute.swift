/// What a scene is opened with, as a value. Each scene declares its destination in its own
/// folder (`…Route.swift`), so a new scene adds no case to a shared list; the navigator in
/// ExternalInterfaces finds the scene registered for the destination's type.
public protocol SceneDestination: Hashable, Sendable {}

/// A destination in the catalog, as a value: wireframes produce routes, tests assert them, and
/// the navigators turn them into assembled scenes.
public struct CatalogRoute: Hashable, Sendable, CustomStringConvertible {
  public let destination: any SceneDestination

  public init(_ destination: some SceneDestination) {
    self.destination = destination
  }

  /// The destination, when it is one of `type`.
  public func destination<Destination: SceneDestination>(as type: Destination.Type) -> Destination? {
    destination as? Destination
  }

  public static func == (left: Self, right: Self) -> Bool {
    left.destination.isEqual(to: right.destination)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: destination)))
    destination.hash(into: &hasher)
  }

  public var description: String { String(describing: destination) }
}

extension SceneDestination {
  fileprivate func isEqual(to other: any SceneDestination) -> Bool {
    (other as? Self) == self
  }
}
