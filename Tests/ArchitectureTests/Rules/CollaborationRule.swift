/// Rule 5: presenters, interactors and wireframes hold their collaborators through protocols
/// (existentials or generic parameters), never as concrete classes of another role, so each can
/// be replaced by a spy and the rings stay swappable.
struct CollaborationRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "collaboration", unit: "presenter, interactor and wireframe types")
    let collaboration = context.rings.collaboration
    func hasRole(_ name: String, _ roles: [String]) -> Bool { roles.contains { name.hasSuffix($0) } }
    for file in context.index.files {
      let holders = Dictionary(
        file.occurrences.filter {
          $0.roles & IndexStore.Role.definition != 0
            && ($0.symbol.kind == IndexStore.Kind.class || $0.symbol.kind == IndexStore.Kind.structure)
            && hasRole($0.symbol.name, collaboration.holders)
        }.map { ($0.symbol.usr, $0.symbol.name) }, uniquingKeysWith: { first, _ in first })
      outcome.examined += holders.count
      guard !holders.isEmpty else { continue }
      var properties: [String: (holder: String, name: String)] = [:]
      for occurrence in file.occurrences
      where occurrence.symbol.kind == IndexStore.Kind.instanceProperty
        && occurrence.roles & IndexStore.Role.definition != 0
      {
        for relation in occurrence.relations where relation.roles & IndexStore.Role.childOf != 0 {
          if let holder = holders[relation.symbol.usr] {
            properties[occurrence.symbol.usr] = (holder, occurrence.symbol.name)
          }
        }
      }
      for occurrence in file.occurrences
      where occurrence.roles & IndexStore.Role.reference != 0 && occurrence.symbol.kind == IndexStore.Kind.class
        && hasRole(occurrence.symbol.name, collaboration.roles)
      {
        for relation in occurrence.relations where relation.roles & IndexStore.Role.containedBy != 0 {
          guard let property = properties[relation.symbol.usr] else { continue }
          outcome.diagnostics.append(
            Diagnostic(
              at: occurrence, in: file, rule: "collaboration",
              message:
                "\(property.holder) stores \(property.name) as \(occurrence.symbol.name), a concrete class; hold it through the protocol of its role (any …BusinessLogic, any …View, a generic parameter) so it can be replaced and tested."
            ))
        }
      }
    }
    return outcome
  }
}
