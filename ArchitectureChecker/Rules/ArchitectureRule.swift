import Foundation

/// Everything a rule may look at, gathered once per run.
struct CheckContext {
  let root: URL
  let package: PackageSnapshot
  let rings: RingMap
  /// Where the ring map is, relative to the root, for diagnostics about it.
  let ringMapPath: String
  let ringMapLines: [Substring]
  /// The manifest SwiftPM reads (`Package.swift`, or a version-specific one).
  let manifest: ManifestText
  let index: SourceIndex
  /// Targets whose files are placed in rings by folders (`RingMap.Ring.folders`).
  var layeredTargets: Set<String> = []

  /// The file defining each symbol of the package (by USR), from the index's definitions, and
  /// each indexed file's target; made once, and only when a rule that needs them runs
  /// (`[references]`, `[contracts]`).
  var definitions: [String: String] = [:]
  var targetOfFile: [String: String] = [:]
  /// Symbols as a person writes them, for messages and baseline subjects; made only when a rule
  /// that names the package's symbols runs (`[references]`, `[acyclic]`).
  var names = SymbolNames()

  static func definitions(in index: SourceIndex) -> [String: String] {
    var found: [String: String] = [:]
    for file in index.files {
      for occurrence in file.occurrences
      where occurrence.roles & IndexStore.Role.definition != 0 && occurrence.symbol.kind != IndexStore.Kind.module {
        found[occurrence.symbol.usr] = file.path
      }
    }
    return found
  }

  /// What to do with what a ring may not do: move it behind a port and implement it in a ring
  /// outside that may do I/O, named (`Infrastructure`, `Parser or Tools`). Only rings that can
  /// implement a port of this file's ring are named: a ring of another target that this target
  /// could never be given an implementation by (an executable, or a target that does not depend
  /// on this one) is left out, as is one that is a test target.
  func remedy(moving what: String, outOf ring: String, file: String? = nil, target: String? = nil) -> String {
    let level = rings.level(ofRing: ring) ?? 0
    let candidates = rings.rings.dropFirst(level + 1).filter { !$0.pure }.filter { outer in
      canImplement(outer, portsOf: target)
    }
    let impure = candidates.map(\.name)
    guard let last = impure.last else {
      return
        "Move \(what) out of \(ring); no ring outside it may do I/O and implement its ports, so mark the ring that should do it \"pure\": false."
    }
    let names = impure.count == 1 ? last : impure.dropLast().joined(separator: ", ") + " or " + last
    return "Move \(what) behind a port in \(ring) and implement it in \(names)."
  }

  /// Whether code of `outer` can implement a protocol declared in `target`: a folder ring of the
  /// same target can; a ring of whole targets can when one of them depends on `target`
  /// (directly or not).
  private func canImplement(_ outer: RingMap.Ring, portsOf target: String?) -> Bool {
    guard let target, !outer.targets.isEmpty else { return true }
    if outer.targets.contains(target) { return true }
    let byName = Dictionary(package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    func reaches(_ name: String, _ seen: inout Set<String>) -> Bool {
      guard seen.insert(name).inserted, let node = byName[name] else { return false }
      let next = node.targetDependencies ?? []
      return next.contains(target) || next.contains { reaches($0, &seen) }
    }
    return outer.targets.contains { name in
      var seen: Set<String> = []
      return byName[name].map { !$0.isTest } == true && reaches(name, &seen)
    }
  }

  /// A diagnostic at the first line of `file` that contains `needle` (Package.swift, rings.json).
  func location(of needle: String, in lines: [Substring], file: String) -> (String, Int, Int) {
    for (offset, line) in lines.enumerated() {
      if let range = line.range(of: needle) {
        return (file, offset + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    return (file, 1, 1)
  }

  func manifestLocation(of needle: String) -> (String, Int, Int) {
    manifest.location(of: needle)
  }

  /// Where `target` is declared in the manifest SwiftPM reads (`ManifestText`).
  func declarationLocation(of target: String) -> (String, Int, Int) {
    manifest.declarationLocation(of: target)
  }

  /// Where `target`'s declaration names `dependency`, else the declaration itself.
  func dependencyLocation(of dependency: String, in target: String) -> (String, Int, Int) {
    manifest.dependencyLocation(of: dependency, in: target)
  }
}

/// What one rule found, and how much it looked at: a rule that examined nothing proves nothing.
struct RuleOutcome: Sendable {
  let rule: String
  var diagnostics: [Diagnostic] = []
  var examined = 0
  /// What `examined` counts, for the message when it is zero (`source files`).
  let unit: String
}

protocol ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome
}

extension Diagnostic {
  init(
    _ location: (String, Int, Int), rule: String, subject: String? = nil, message: String, remedy: String? = nil,
    rings: [String] = [], edge: String? = nil, symbol: String? = nil
  ) {
    self.init(
      file: location.0, line: location.1, column: location.2, rule: rule, message: message, remedy: remedy,
      subject: subject, rings: rings, edge: edge, symbol: symbol)
  }

  /// A diagnostic at the place of a symbol's occurrence in an indexed file.
  init(
    at occurrence: IndexStore.Occurrence, in file: SourceIndex.File, rule: String, subject: String? = nil,
    message: String, remedy: String? = nil, rings: [String] = [], edge: String? = nil, symbol: String? = nil
  ) {
    self.init(
      file: file.path, line: occurrence.line, column: occurrence.column, rule: rule, message: message,
      remedy: remedy, subject: subject, rings: rings, edge: edge, symbol: symbol)
  }
}
