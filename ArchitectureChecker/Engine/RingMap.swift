import Foundation

/// Which targets form which ring, what each ring may use, and the optional role rules, as data a
/// team writes for its own package (`rings.json`; docs/ARCHITECTURE-TESTS.md lists every key).
/// Every key but `rings` is optional, and each default keeps the strictest reading.
struct RingMap: Sendable {
  struct Ring: Sendable {
    let name: String
    let targets: [String]
    /// Folders of targets in this ring, as globs from the package root (`Sources/App/Models/**`):
    /// for the layers of one target, or a part of a target another ring holds. A file is in the
    /// ring of the most specific glob that matches it, else in its target's.
    var folders: [String] = []
    /// Strict layering: the ring may use only the ring directly inside it, not those further in.
    var strict = false
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
  /// Findings excused on purpose, each with its reason (printed by `--explain`); one that
  /// excuses nothing is itself a finding.
  var exceptions: [Exception] = []
  /// Edges no code may have, whatever the rings allow (import-linter's forbidden contracts).
  var forbidden: [Contract] = []
  /// Layers that must not use one another in either direction (import-linter's independence).
  var independent: [Independence] = []
  /// Tool targets beside the rings (a command plugin, a checker), with why: they may depend on
  /// no ring's target, and no ring's target on them.
  var tools: [String: String] = [:]
  /// APIs the pure rings may not use beyond the built-in list (`UUID()`, `Int.random`), each with
  /// why; and built-in ones they may use here, each with why.
  var bannedAPIs: [APIEntry] = []
  var allowedAPIs: [APIEntry] = []
  /// Groups of folders (`Sources/App/Features/*`: each folder it matches is a slice) that
  /// may use one another, but never in a cycle.
  var acyclic: [Slices] = []

  /// An API as a person writes it (`Foundation.UUID.init()`, `Int.random(in:)`, `arc4random`),
  /// with why.
  struct APIEntry: Sendable {
    let symbol: String
    let why: String
  }

  /// A glob whose last component is `*`: each folder it matches is one slice.
  struct Slices: Sendable {
    let slices: String
    let reason: String
  }

  /// Which findings an exception excuses: every field given must match (`file` is a glob;
  /// `symbol` is what the finding is about; `from` and `to` are the ends of an edge finding,
  /// `Target -> Module` or `Target -> Dependency`).
  struct Exception: Sendable {
    let rule: String?
    let file: String?
    let symbol: String?
    let from: String?
    let to: String?
    let reason: String

    func excuses(_ diagnostic: Diagnostic) -> Bool {
      if let rule, rule != diagnostic.rule { return false }
      if let file, !Glob.matches(file, diagnostic.file) { return false }
      let subject = diagnostic.subjectOrMessage
      let ends = subject.components(separatedBy: " -> ")
      if let symbol, symbol != subject, !(ends.count == 2 && ends[1] == symbol) { return false }
      if from != nil || to != nil {
        guard ends.count == 2 else { return false }
        if let from, from != ends[0] { return false }
        if let to, to != ends[1] { return false }
      }
      return true
    }
  }

  /// One end of a contract: a target or module name, a ring's name, or a folder glob.
  struct Contract: Sendable {
    let from: String
    let to: String
    let reason: String
  }

  struct Independence: Sendable {
    let layers: [String]
    let reason: String
  }

  /// The position of the ring holding `target`, 0 innermost.
  func level(of target: String) -> Int? {
    rings.firstIndex { $0.targets.contains(target) }
  }

  /// The position of the ring holding the file at `path` (from the package root) of `target`:
  /// the ring of the longest folder glob that matches it, else the target's ring.
  func level(ofFile path: String, target: String) -> Int? {
    folderLevel(of: path) ?? level(of: target)
  }

  func ring(ofFile path: String, target: String) -> Ring? {
    level(ofFile: path, target: target).map { rings[$0] }
  }

  /// The levels the folder globs give files, worked out once for a check's files: the rules ask
  /// for every reference, and matching every glob each time was most of a check's time.
  var folderLevels: [String: Int?] = [:]

  /// This map, knowing the folder level of each of `paths` in advance.
  func knowingFolderLevels(of paths: [String]) -> RingMap {
    var known = self
    for path in paths { known.folderLevels[path] = folderLevel(of: path) }
    return known
  }

  /// The ring a folder glob puts the file in, if any.
  func folderLevel(of path: String) -> Int? {
    if let known = folderLevels[path] { return known }
    var best: (level: Int, length: Int)?
    for (level, ring) in rings.enumerated() {
      for folder in ring.folders where Glob.matches(folder, path) && folder.count > (best?.length ?? -1) {
        best = (level, folder.count)
      }
    }
    return best?.level
  }

  /// Why a use from ring `level` of ring `used` breaks strict layering, or nil when it does not.
  func strictness(from level: Int, to used: Int) -> String? {
    guard rings[level].strict, used < level - 1 else { return nil }
    let next = rings[level - 1].name
    return
      "\(rings[level].name) is strict (\"strict\": true): it may use only \(next), the ring directly inside it, not \(rings[used].name). Reach \(rings[used].name) through \(next), or set \"strict\": false on \(rings[level].name)."
  }

  /// Whether any ring is given by folders: then references between files are checked too.
  var hasFolderLayers: Bool { rings.contains { !$0.folders.isEmpty } }

  /// Who a message says does something: the file when a folder puts it in its ring, else its
  /// target, as for whole targets (`Domain uses FileManager`).
  func actor(file path: String, target: String) -> String {
    folderLevel(of: path) == nil ? target : path
  }

  /// The file with its ring for messages, when a folder puts it there (`Sources/App/Models/Item.swift
  /// (ring 0, Entities)`); else the target with its ring, as for whole targets.
  func describe(file path: String, target: String) -> String {
    guard let level = folderLevel(of: path) else { return describe(target) }
    return "\(path) (ring \(level), \(rings[level].name))"
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

/// Path globs as a ring map writes them: `*` is any run of characters but `/`, `**` any run
/// including `/` (`Models/**` is everything below Models), `?` one character but `/`.
enum Glob {
  static func matches(_ pattern: String, _ path: String) -> Bool {
    matches(Array(pattern.utf8), 0, Array(path.utf8), 0)
  }

  // Indices into whole arrays, not slices: this runs for every file and reference of a check,
  // and a debug build pays for every slice it makes.
  private static func matches(_ pattern: [UInt8], _ p: Int, _ path: [UInt8], _ s: Int) -> Bool {
    let (star, slash, question) = (UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "?"))
    var (p, s) = (p, s)
    while p < pattern.count {
      let first = pattern[p]
      if first == star {
        let double = p + 1 < pattern.count && pattern[p + 1] == star
        let rest = p + (double ? 2 : 1)
        // `**/` also matches nothing at all: `Models/**/X` holds `Models/X`.
        if double, rest < pattern.count, pattern[rest] == slash, matches(pattern, rest + 1, path, s) { return true }
        if double, rest == pattern.count { return true }
        var remaining = s
        while true {
          if matches(pattern, rest, path, remaining) { return true }
          guard remaining < path.count, double || path[remaining] != slash else { return false }
          remaining += 1
        }
      }
      guard s < path.count else { return false }
      if first == question ? path[s] == slash : first != path[s] { return false }
      (p, s) = (p + 1, s + 1)
    }
    return s == path.count
  }
}
