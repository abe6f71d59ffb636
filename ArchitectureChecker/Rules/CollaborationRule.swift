/// Rule 5 (when the map has `collaboration`): holders (types named with a `holders` suffix:
/// classes, structs, actors) keep their collaborators through protocols (existentials or generic
/// parameters), never as a concrete type named with a `roles` suffix, so each can be replaced by a
/// spy and the rings stay swappable.
struct CollaborationRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "collaboration", unit: "holder types")
    guard let collaboration = context.rings.collaboration else { return outcome }
    func hasRole(_ name: String, _ roles: [String]) -> Bool { roles.contains { name.hasSuffix($0) } }
    let conformances = Self.conformances(in: context.index)
    for file in context.index.files {
      let holders = Dictionary(
        file.occurrences.filter {
          $0.roles & IndexStore.Role.definition != 0 && IndexStore.Kind.concreteTypes.contains($0.symbol.kind)
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
      where occurrence.roles & IndexStore.Role.reference != 0
        && IndexStore.Kind.concreteTypes.contains(occurrence.symbol.kind)
        && hasRole(occurrence.symbol.name, collaboration.roles)
      {
        for relation in occurrence.relations where relation.roles & IndexStore.Role.containedBy != 0 {
          guard let property = properties[relation.symbol.usr] else { continue }
          let concrete = occurrence.symbol.name
          let through =
            conformances[occurrence.symbol.usr].map { protocols in
              protocols.map { "any \($0)" }.joined(separator: " or ") + " (a protocol it conforms to)"
            } ?? "a protocol \(concrete) conforms to"
          outcome.diagnostics.append(
            Diagnostic(
              at: occurrence, in: file, rule: "collaboration",
              message:
                "\(property.holder) stores \(property.name) as \(concrete), a concrete type; hold it as \(through) or a generic parameter, so it can be replaced and tested."
            ))
        }
      }
    }
    return outcome
  }

  /// The protocols each type of the package is declared to conform to, by the type's USR, on
  /// the type or in an extension of it (the index relates a conformance to the extension, and the
  /// extension to the type it extends).
  private static func conformances(in index: SourceIndex) -> [String: [String]] {
    var extended: [String: String] = [:]
    for file in index.files {
      for occurrence in file.occurrences {
        for relation in occurrence.relations where relation.roles & IndexStore.Role.extendedBy != 0 {
          extended[relation.symbol.usr] = occurrence.symbol.usr
        }
      }
    }
    var conformances: [String: Set<String>] = [:]
    for file in index.files {
      for occurrence in file.occurrences where occurrence.symbol.kind == IndexStore.Kind.protocol {
        for relation in occurrence.relations where relation.roles & IndexStore.Role.baseOf != 0 {
          conformances[extended[relation.symbol.usr] ?? relation.symbol.usr, default: []].insert(occurrence.symbol.name)
        }
      }
    }
    return conformances.mapValues { $0.sorted() }
  }
}
