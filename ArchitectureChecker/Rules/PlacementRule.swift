/// Rule 4: concrete types named for a role live in that role's ring (`…Interactor` in
/// UseCases). Protocols are left alone: an inner ring names its output ports after the role
/// that implements them outside it (`protocol ListItemsPresenter`).
struct PlacementRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "placement", unit: "concrete type definitions")
    for file in context.index.files {
      for occurrence in file.occurrences
      where occurrence.roles & IndexStore.Role.definition != 0
        && IndexStore.Kind.concreteTypes.contains(occurrence.symbol.kind)
      {
        outcome.examined += 1
        let name = occurrence.symbol.name
        let rules = context.rings.placement.compactMap { rule in
          rule.suffixes.filter { name.hasSuffix($0) }.max { $0.count < $1.count }.map { (suffix: $0, ring: rule.ring) }
        }
        guard let rule = rules.max(by: { $0.suffix.count < $1.suffix.count }),
          let ring = context.rings.ring(ofFile: file.path, target: file.target), ring.name != rule.ring
        else { continue }
        outcome.diagnostics.append(
          Diagnostic(
            at: occurrence, in: file, rule: "placement",
            message:
              "\(name) is defined in \(context.rings.describe(file: file.path, target: file.target)); …\(rule.suffix) types belong in \(rule.ring). Move it there."
          ))
      }
    }
    return outcome
  }
}
