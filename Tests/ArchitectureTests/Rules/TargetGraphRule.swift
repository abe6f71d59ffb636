/// Rule 1: the declared target graph has exactly the rings of the map, every non-test target is
/// in a ring, every edge points inward, and there are no package dependencies at all.
struct TargetGraphRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "graph", unit: "non-test targets")
    let rings = context.rings
    for dependency in context.package.dependencies {
      let name = dependency.identity ?? dependency.url ?? dependency.path ?? "a package"
      outcome.diagnostics.append(
        Diagnostic(
          context.manifestLocation(of: ".package("), rule: "graph",
          message: "the package depends on \(name); the rings may use only the Swift toolchain. Remove the dependency.")
      )
    }
    for target in context.package.targets where !target.isTest {
      outcome.examined += 1
      let declaration = context.manifestLocation(of: "\"\(target.name)\"")
      guard let level = rings.level(of: target.name) else {
        outcome.diagnostics.append(
          Diagnostic(
            declaration, rule: "graph",
            message:
              "target \(target.name) is in no ring; add it to a ring in \(context.ringMapPath), or merge it into one"))
        continue
      }
      for product in target.productDependencies ?? [] {
        outcome.diagnostics.append(
          Diagnostic(
            declaration, rule: "graph",
            message:
              "\(target.name) depends on \(product) from another package; the rings may use only the Swift toolchain. Remove the dependency."
          ))
      }
      for dependency in target.targetDependencies ?? [] {
        guard let dependencyLevel = rings.level(of: dependency), dependencyLevel > level else { continue }
        let inner = rings.rings[..<level].map(\.name)
        let allowed = inner.isEmpty ? "nothing" : inner.joined(separator: ", ")
        outcome.diagnostics.append(
          Diagnostic(
            declaration, rule: "graph",
            message:
              "\(rings.describe(target.name)) depends on \(rings.describe(dependency)), an edge pointing outward; \(target.name) may depend on \(allowed). Move what it needs from \(dependency) inward, or invert the edge with a protocol in \(target.name) that \(dependency) implements."
          ))
      }
    }
    let names = Set(context.package.targets.map(\.name))
    for ring in rings.rings {
      for target in ring.targets where !names.contains(target) {
        outcome.diagnostics.append(
          Diagnostic(
            context.location(of: "\"\(target)\"", in: context.ringMapLines, file: context.ringMapPath),
            rule: "vacuous",
            message:
              "ring \(ring.name) names target \(target), which the package does not have; a ring that matches nothing proves nothing. Fix the name or remove it."
          ))
      }
    }
    return outcome
  }
}
