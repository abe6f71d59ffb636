import Foundation

/// Runs every rule over one package and collects all violations in one pass, sorted by place.
struct ArchitectureCheck: Sendable {
  /// Why the package could not be checked at all: said once, with what to do.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  struct Report: Sendable {
    let root: URL
    let outcomes: [RuleOutcome]
    let diagnostics: [Diagnostic]

    /// Paths relative to the package root, for fixtures' expectations.
    var text: String { diagnostics.map(\.description).joined(separator: "\n") }

    /// The diagnostics with paths an editor opens from `directory`: relative when the package is
    /// that directory or inside it, absolute otherwise.
    func lines(from directory: URL) -> [String] {
      diagnostics.map { $0.rendered(root: root, from: directory) }
    }
  }

  let root: URL
  let ringMap: URL
  let indexStore: URL
  /// A scratch path for `swift package describe`, away from any build in progress.
  let scratch: URL

  func run() throws(Failure) -> Report {
    let ringMapPath = SourceIndex.relative(ringMap.standardizedFileURL.path, to: root)
    let rings: RingMap
    do { rings = try RingMapReader.load(from: ringMap, named: ringMapPath) } catch {
      throw Failure(description: error.description)
    }
    let package: PackageSnapshot
    do { package = try PackageSnapshot.describe(packageAt: root, scratch: scratch) } catch {
      throw Failure(description: "cannot read the package at \(root.path): \(error)")
    }
    guard FileManager.default.fileExists(atPath: indexStore.path) else {
      throw Failure(
        description:
          "no index store at \(indexStore.path); run `swift build` in \(root.path) (a debug build writes it), then check again"
      )
    }
    let store: IndexStore
    do { store = try IndexStore(path: indexStore.path) } catch { throw Failure(description: "\(error)") }
    let ringTargets = package.targets.filter { rings.level(of: $0.name) != nil && !$0.isTest }
    let index = SourceIndex(store: store, package: package, targets: ringTargets, root: root)
    let context = CheckContext(
      root: root, package: package, rings: rings, ringMapPath: ringMapPath, ringMapLines: Self.lines(of: ringMap),
      manifestLines: Self.lines(of: root.appendingPathComponent("Package.swift")), index: index)
    var rules: [any ArchitectureRule] = [TargetGraphRule(), ImportRule(), PlacementRule()]
    guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else {
      throw Failure(description: "the [io] rule needs macOS 13 or later to run")
    }
    do { rules.insert(try PurityRule(), at: 2) } catch {
      throw Failure(description: "a pattern of Engine/BannedAPIs.swift: \(error)")
    }
    if rings.collaboration != nil { rules.append(CollaborationRule()) }
    if rings.layout != nil { rules.append(LayoutRule()) }
    let outcomes = rules.map { $0.check(context) }
    var diagnostics = index.problems + outcomes.flatMap(\.diagnostics)
    // Rule 6: nothing passes by examining nothing. Placement has nothing to examine in a package
    // without concrete types, so it counts only when the map asks for it.
    for outcome in outcomes where outcome.examined == 0 && (outcome.rule != "placement" || !rings.placement.isEmpty) {
      diagnostics.append(
        Diagnostic(
          file: ringMapPath, line: 1, column: 1, rule: "vacuous",
          message:
            "rule [\(outcome.rule)] examined no \(outcome.unit); a rule that sees nothing proves nothing. Check the ring map and that the package is built."
        ))
    }
    for target in ringTargets where target.sources.isEmpty && !target.isPlugin {
      diagnostics.append(
        Diagnostic(
          context.manifestLocation(of: "\"\(target.name)\""), rule: "vacuous",
          message: "target \(target.name) of ring \(rings.ring(of: target.name)?.name ?? "?") has no source files"))
    }
    return Report(root: root, outcomes: outcomes, diagnostics: Array(Set(diagnostics)).sorted())
  }

  private static func lines(of url: URL) -> [Substring] {
    ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
  }
}
