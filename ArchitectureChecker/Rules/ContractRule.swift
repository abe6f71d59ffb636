/// Rule 7, the map's own contracts (import-linter's forbidden and independence contracts): no
/// edge goes from a `forbidden` entry's `from` to its `to`, and the layers of an `independent`
/// group use none of one another. An edge is a target's dependency, a file's import, or a file's
/// reference to a symbol defined in another file; an end is named by a target or module, a
/// ring, or a folder glob.
struct ContractRule: ArchitectureRule {
  /// One end of an edge: a target or module, the file when there is one, and its ring.
  struct End {
    let name: String
    let path: String?
    let ring: String?

    func matches(_ spec: String) -> Bool {
      if spec == name || spec == ring { return true }
      guard let path, spec.contains("/") || spec.contains("*") else { return false }
      return Glob.matches(spec, path)
    }
  }

  struct Edge {
    let from: End
    let to: End
    let location: (String, Int, Int)
  }

  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "contracts", unit: "edges")
    let edges = Self.edges(context)
    outcome.examined = edges.count
    // An end that names nothing of the package proves nothing: a glob must hold a file, and the
    // using side (and every independent layer) is a target, a ring or a glob. The used side of a
    // forbidden edge may be any module, used or not.
    let files = context.index.files.map(\.path)
    let names = Set(context.package.targets.map(\.name) + context.rings.rings.map(\.name))
    func namesNothing(_ spec: String, anyModule: Bool) -> Bool {
      // A ring's name first: a map may name a folder layer by its path (`App/Models`).
      if names.contains(spec) { return false }
      if spec.contains("/") || spec.contains("*") { return !files.contains { Glob.matches(spec, $0) } }
      return !anyModule && !names.contains(spec)
    }
    let ends =
      context.rings.forbidden.enumerated().flatMap { index, contract in
        [("forbidden[\(index)].from", contract.from, false), ("forbidden[\(index)].to", contract.to, true)]
      }
      + context.rings.independent.enumerated().flatMap { index, group in
        group.layers.map { ("independent[\(index)].layers", $0, false) }
      }
    for (place, spec, anyModule) in ends where namesNothing(spec, anyModule: anyModule) {
      outcome.diagnostics.append(
        Diagnostic(
          context.location(of: "\"\(spec)\"", in: context.ringMapLines, file: context.ringMapPath), rule: "vacuous",
          message:
            "\(place) names \(spec), which is no target, ring or folder of the package; a contract about nothing proves nothing. Fix the name or remove it."
        ))
    }
    // Thousands of edges share a few hundred ends: each end's verdict on a spec is reached once.
    var verdicts: [String: Bool] = [:]
    func holds(_ end: End, _ spec: String) -> Bool {
      let key = end.name + "\u{0}" + (end.path ?? "") + "\u{0}" + spec
      if let verdict = verdicts[key] { return verdict }
      let verdict = end.matches(spec)
      verdicts[key] = verdict
      return verdict
    }
    for contract in context.rings.forbidden {
      for edge in edges where holds(edge.from, contract.from) && holds(edge.to, contract.to) {
        outcome.diagnostics.append(
          Diagnostic(
            edge.location, rule: "contracts", subject: "\(edge.from.name) -> \(edge.to.name)",
            message:
              "\(edge.from.path ?? edge.from.name) uses \(edge.to.path ?? edge.to.name), and the map forbids \(contract.from) to use \(contract.to): \(contract.reason). Remove the use."
          ))
      }
    }
    for group in context.rings.independent {
      for edge in edges {
        guard let user = group.layers.first(where: { holds(edge.from, $0) }),
          let used = group.layers.first(where: { $0 != user && holds(edge.to, $0) }), !holds(edge.to, user)
        else { continue }
        outcome.diagnostics.append(
          Diagnostic(
            edge.location, rule: "contracts", subject: "\(edge.from.name) -> \(edge.to.name)",
            message:
              "\(edge.from.path ?? edge.from.name) (in \(user)) uses \(edge.to.path ?? edge.to.name) (in \(used)), and the map makes \(group.layers.joined(separator: ", ")) independent: \(group.reason). Move what both need into a layer they may share."
          ))
      }
    }
    return outcome
  }

  /// Every edge of the package the index and the manifest show.
  static func edges(_ context: CheckContext) -> [Edge] {
    let rings = context.rings
    var edges: [Edge] = []
    for target in context.package.targets where !target.isTest {
      let from = End(name: target.name, path: nil, ring: rings.ring(of: target.name)?.name)
      for dependency in (target.targetDependencies ?? []) + (target.productDependencies ?? []) {
        edges.append(
          Edge(
            from: from, to: End(name: dependency, path: nil, ring: rings.ring(of: dependency)?.name),
            location: context.dependencyLocation(of: dependency, in: target.name)))
      }
    }
    for file in context.index.files {
      let from = End(
        name: file.target, path: file.path, ring: rings.ring(ofFile: file.path, target: file.target)?.name)
      var seen: Set<String> = []
      for occurrence in file.occurrences where occurrence.roles & IndexStore.Role.reference != 0 {
        let location = (file.path, occurrence.line, occurrence.column)
        if ImportRule.declaration(of: occurrence, in: file) != nil {
          let module = occurrence.symbol.name
          edges.append(
            Edge(from: from, to: End(name: module, path: nil, ring: rings.ring(of: module)?.name), location: location))
        } else if let path = context.definitions[occurrence.symbol.usr], path != file.path,
          let target = context.targetOfFile[path],
          seen.insert("\(occurrence.line):\(path)").inserted
        {
          let to = End(name: target, path: path, ring: rings.ring(ofFile: path, target: target)?.name)
          edges.append(Edge(from: from, to: to, location: location))
        }
      }
    }
    return edges
  }
}
