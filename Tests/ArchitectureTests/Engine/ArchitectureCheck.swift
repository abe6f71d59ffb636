import Foundation

/// Runs every rule over one package and collects all violations in one pass, sorted by place.
struct ArchitectureCheck {
  struct Report {
    let outcomes: [RuleOutcome]
    let diagnostics: [Diagnostic]

    var text: String { diagnostics.map(\.description).joined(separator: "\n") }
  }

  let root: URL
  let ringMap: URL
  let indexStore: String
  /// A scratch path for `swift package describe`, away from any build in progress.
  let scratch: URL

  func run() throws -> Report {
    let rings = try RingMap.load(from: ringMap)
    let package = try PackageSnapshot.describe(packageAt: root, scratch: scratch)
    let ringTargets = package.targets.filter { rings.level(of: $0.name) != nil && !$0.isTest }
    let store = try IndexStore(path: indexStore)
    let index = SourceIndex(store: store, package: package, targets: ringTargets, root: root)
    let context = CheckContext(
      root: root, package: package, rings: rings,
      ringMapPath: SourceIndex.relative(ringMap.standardizedFileURL.path, to: root),
      ringMapLines: Self.lines(of: ringMap),
      manifestLines: Self.lines(of: root.appendingPathComponent("Package.swift")),
      index: index)
    var rules: [any ArchitectureRule] = [
      TargetGraphRule(), ImportRule(), try PurityRule(), PlacementRule(), CollaborationRule(),
    ]
    if rings.layout != nil { rules.append(LayoutRule()) }
    let outcomes = try rules.map { try $0.check(context) }
    var diagnostics = index.problems + outcomes.flatMap(\.diagnostics)
    // Rule 6: nothing passes by examining nothing.
    for outcome in outcomes where outcome.examined == 0 {
      diagnostics.append(
        Diagnostic(
          file: context.ringMapPath, line: 1, column: 1, rule: "vacuous",
          message:
            "rule [\(outcome.rule)] examined no \(outcome.unit); a rule that sees nothing proves nothing. Check the ring map and that the package is built."
        ))
    }
    for target in ringTargets where target.sources.isEmpty {
      diagnostics.append(
        Diagnostic(
          context.manifestLocation(of: "\"\(target.name)\""), rule: "vacuous",
          message: "target \(target.name) of ring \(rings.ring(of: target.name)?.name ?? "?") has no source files"))
    }
    return Report(outcomes: outcomes, diagnostics: Array(Set(diagnostics)).sorted())
  }

  private static func lines(of url: URL) -> [Substring] {
    ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
  }
}
