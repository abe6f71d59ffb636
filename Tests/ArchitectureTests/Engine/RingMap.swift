import Foundation

/// Which targets form which ring, what each ring may use, and the optional role rules, as data a
/// team writes for its own package (`rings.json`; docs/ARCHITECTURE-TESTS.md lists every key).
/// Every key but `rings` is optional, and each default keeps the strictest reading.
struct RingMap: Sendable {
  struct Ring: Sendable {
    let name: String
    let targets: [String]
    /// Modules the ring may import besides the rings inside it; `*` allows any.
    let imports: [String]
    /// Pure rings do no I/O: no file, network, process, environment, stream or clock API.
    let pure: Bool
    /// Products of other packages the ring's targets may depend on; `*` allows any.
    let products: [String]
    /// Whether the ring's files may `@_exported import`; by default only the outermost ring may.
    let reexports: Bool
    /// Which C calls a pure ring may not make.
    let cCalls: CCalls
  }

  enum CCalls: String, Sendable, CaseIterable {
    /// Every C function and C global, the package's own C targets' included.
    case all
    /// Only the C calls of the curated I/O list (`Engine/CLibraryIO.swift`): locks, math and
    /// string functions stay allowed.
    case io
  }

  struct Placement: Sendable {
    let suffixes: [String]
    let ring: String
  }

  struct Collaboration: Sendable {
    /// Types whose stored collaborators are checked (`…Presenter`).
    let holders: [String]
    /// Roles whose concrete types must not be stored by a holder (`…Interactor`).
    let roles: [String]
  }

  /// How the outer ring is laid out by scene (`LayoutRule`).
  struct Layout: Sendable {
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

  struct BoundFolder: Sendable {
    let folder: String
    let symbols: [String]
    /// Why, for the message.
    let reason: String
  }

  /// Innermost first.
  let rings: [Ring]
  /// Targets the suite leaves alone: plugins, C shims, test support, examples.
  let ignore: [String]
  let placement: [Placement]
  let collaboration: Collaboration?
  let layout: Layout?
  /// Targets this platform does not compile (a C shim for WASI), with why: their missing index is
  /// expected, and the summary names them as not examined.
  var notBuiltHere: [String: String] = [:]
  /// Rules that may examine nothing here (`io` in a package with no pure ring), with why; an
  /// entry for a rule that did examine something is itself a finding.
  var mayExamineNothing: [String: String] = [:]
  /// The file of accepted findings (`Baseline`), relative to the map's folder.
  var baseline: String?

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

  /// `UseCases (ring 1)`, or the target with its ring for messages.
  func describe(_ target: String) -> String {
    guard let level = level(of: target) else { return target }
    return rings[level].name == target ? "\(target) (ring \(level))" : "\(target) (ring \(level), \(rings[level].name))"
  }
}
