import Foundation

/// Which targets form which ring, what each ring may import, and the role rules, as data a team
/// can write for its own package (`rings.json`; docs/ARCHITECTURE-TESTS.md).
struct RingMap: Decodable {
  struct Ring: Decodable {
    let name: String
    let targets: [String]
    /// Toolchain modules the ring may import besides the rings inside it; `*` allows any.
    let imports: [String]
    /// Pure rings do no I/O: no file, network, process, environment, stream or clock API.
    let pure: Bool
  }

  struct Placement: Decodable {
    let suffixes: [String]
    let ring: String
  }

  struct Collaboration: Decodable {
    /// Types whose stored collaborators are checked (`…Presenter`).
    let holders: [String]
    /// Roles whose concrete classes must not be stored by a holder (`…Interactor`).
    let roles: [String]
  }

  /// How the outer ring is laid out by scene (`LayoutRule`); optional.
  struct Layout: Decodable {
    /// The ring laid out by scene, and the folder of its target holding one folder per scene.
    let ring: String
    let scenes: String
    /// Rings whose targets hold a folder of the same name for every scene.
    let siblings: [String]
    /// Suffixes of concrete types that belong in a scene folder named in the type's name.
    let sceneRoles: [String]
    /// Suffixes of types that make a folder of a sibling ring a scene (`Interactor`, `Presenter`).
    let sceneMarkers: [String]
    /// APIs (base names of functions) used only in one folder of the ring's target.
    let folders: [BoundFolder]
  }

  struct BoundFolder: Decodable {
    let folder: String
    let symbols: [String]
    /// Why, for the message.
    let reason: String
  }

  /// Innermost first.
  let rings: [Ring]
  let placement: [Placement]
  let collaboration: Collaboration
  let layout: Layout?

  static func load(from url: URL) throws -> RingMap {
    try JSONDecoder().decode(RingMap.self, from: Data(contentsOf: url))
  }

  /// The position of the ring holding `target`, 0 innermost.
  func level(of target: String) -> Int? {
    rings.firstIndex { $0.targets.contains(target) }
  }

  func ring(of target: String) -> Ring? {
    level(of: target).map { rings[$0] }
  }

  func level(ofRing name: String) -> Int? {
    rings.firstIndex { $0.name == name }
  }

  /// `BusinessLogic (ring 1)`, or the rings by name for messages.
  func describe(_ target: String) -> String {
    guard let level = level(of: target) else { return target }
    return rings[level].name == target ? "\(target) (ring \(level))" : "\(target) (ring \(level), \(rings[level].name))"
  }
}
