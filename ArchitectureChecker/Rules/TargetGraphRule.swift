/// Rule 1: the declared target graph has exactly the rings of the map: every non-test target is in
/// a ring or ignored, every edge between rings points inward, and a target uses products of other
/// packages only where its ring's `products` allow (by default nowhere).
struct TargetGraphRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "graph", unit: "non-test targets")
    let rings = context.rings
    // A package dependency no target uses is no edge of the graph: it may be there for a
    // command plugin (this suite's, for one). A target's use of a product is judged below.
    let ringTargets = Set(rings.rings.flatMap(\.targets)).union(context.layeredTargets)
    for target in context.package.targets where !target.isTest && !rings.ignore.contains(target.name) {
      outcome.examined += 1
      let declaration = context.declarationLocation(of: target.name)
      // A tool beside the rings: it and the rings know nothing of each other.
      if let why = rings.tools[target.name] {
        for dependency in target.targetDependencies ?? [] where ringTargets.contains(dependency) {
          outcome.diagnostics.append(
            Diagnostic(
              context.dependencyLocation(of: dependency, in: target.name), rule: "graph",
              subject: "\(target.name) -> \(dependency)",
              message:
                "tool \(target.name) (\(why)) depends on \(rings.describe(dependency)); a tool beside the rings depends on none of them.",
              remedy: "Remove the dependency, or put \(target.name) in a ring if it is part of the product.",
              rings: [rings.ring(of: dependency)?.name].compactMap { $0 }, edge: "\(target.name) -> \(dependency)"))
        }
        continue
      }
      for dependency in target.targetDependencies ?? [] where rings.tools[dependency] != nil {
        outcome.diagnostics.append(
          Diagnostic(
            context.dependencyLocation(of: dependency, in: target.name), rule: "graph",
            subject: "\(target.name) -> \(dependency)",
            message: "\(target.name) depends on the tool \(dependency); the product's rings never depend on a tool.",
            remedy: "Remove the dependency, or move what it needs into a ring.",
            rings: [rings.ring(of: target.name)?.name].compactMap { $0 }, edge: "\(target.name) -> \(dependency)"))
      }
      // A target laid out by folders has no one ring: its files are checked one by one.
      if context.layeredTargets.contains(target.name), rings.level(of: target.name) == nil { continue }
      guard let level = rings.level(of: target.name) else {
        outcome.diagnostics.append(
          Diagnostic(
            declaration, rule: "graph",
            message:
              "target \(target.name) is in no ring; add it to a ring in \(context.ringMapPath), merge it into one, or list it in \"ignore\" if the suite should leave it alone (plugins, C shims, test support)"
          ))
        continue
      }
      let ring = rings.rings[level]
      for product in target.productDependencies ?? []
      where !ring.products.contains("*") && !ring.products.contains(product) {
        let allowed =
          ring.products.isEmpty ? "no product of another package" : "only \(ring.products.joined(separator: ", "))"
        outcome.diagnostics.append(
          Diagnostic(
            context.dependencyLocation(of: product, in: target.name), rule: "graph",
            subject: "\(target.name) -> \(product)",
            message:
              "\(target.name) depends on \(product) from another package; \(ring.name) may use \(allowed). Remove the dependency, or add \"\(product)\" to the \"products\" of \(ring.name) in \(context.ringMapPath)."
          ))
      }
      for dependency in target.targetDependencies ?? [] {
        guard let dependencyLevel = rings.level(of: dependency) else { continue }
        if let why = rings.strictness(from: level, to: dependencyLevel) {
          outcome.diagnostics.append(
            Diagnostic(
              context.dependencyLocation(of: dependency, in: target.name), rule: "graph",
              subject: "\(target.name) -> \(dependency)",
              message: "\(rings.describe(target.name)) depends on \(rings.describe(dependency)); \(why)"))
        }
        guard dependencyLevel > level else { continue }
        let inner = rings.rings[..<level].map(\.name)
        let allowed = inner.isEmpty ? "nothing" : inner.joined(separator: ", ")
        outcome.diagnostics.append(
          Diagnostic(
            context.dependencyLocation(of: dependency, in: target.name), rule: "graph",
            subject: "\(target.name) -> \(dependency)",
            message:
              "\(rings.describe(target.name)) depends on \(rings.describe(dependency)), an edge pointing outward; \(target.name) may depend on \(allowed). Move what it needs from \(dependency) inward, or invert the edge with a protocol in \(target.name) that \(dependency) implements."
          ))
      }
    }
    // Names in the map that match no target: a typo there would silently check or hide nothing.
    let names = Set(context.package.targets.map(\.name))
    let entries =
      rings.rings.flatMap { ring in
        ring.targets.map { ($0, "ring \(ring.name) names target \($0)", "a ring that matches nothing proves nothing") }
      } + rings.ignore.map { ($0, "\"ignore\" names target \($0)", "an entry that matches nothing may hide a typo") }
      + rings.tools.keys.sorted().map {
        ($0, "\"tools\" names target \($0)", "an entry that matches nothing may hide a typo")
      }
    for (target, naming, why) in entries where !names.contains(target) {
      outcome.diagnostics.append(
        Diagnostic(
          context.location(of: "\"\(target)\"", in: context.ringMapLines, file: context.ringMapPath),
          rule: "vacuous", message: "\(naming), which the package does not have; \(why). Fix the name or remove it."))
    }
    return outcome
  }
}
