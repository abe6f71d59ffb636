/// Rule 2b, for rings laid out as folders: a file references nothing defined in a ring outside
/// its own, as the compiler resolved each name (the index's references and definitions; no
/// source is parsed). Between whole targets the imports rule says the same of modules; inside
/// one target, where there is no import to read, this rule is the one that can.
struct ReferenceRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "references", unit: "references between files")
    let rings = context.rings
    // Where each symbol of the package is defined, and in which ring.
    let definitions = context.definitions.compactMapValues { path -> (path: String, level: Int)? in
      context.targetOfFile[path].flatMap { rings.level(ofFile: path, target: $0) }.map { (path, $0) }
    }
    for file in context.index.files {
      guard let level = rings.level(ofFile: file.path, target: file.target) else { continue }
      var reported: Set<String> = []
      for occurrence in file.occurrences
      where occurrence.roles & IndexStore.Role.reference != 0 && occurrence.symbol.kind != IndexStore.Kind.module {
        guard let definition = definitions[occurrence.symbol.usr], definition.path != file.path else { continue }
        outcome.examined += 1
        let strictness = rings.strictness(from: level, to: definition.level)
        // One report per line and defining file: `OrdersAPI().orders()` is one use, not three.
        guard definition.level > level || strictness != nil,
          reported.insert("\(occurrence.line):\(definition.path)").inserted
        else { continue }
        let name = context.names.display(occurrence.symbol)
        let here = rings.rings[level].name
        let there = rings.rings[definition.level].name
        if let strictness {
          outcome.diagnostics.append(
            Diagnostic(
              at: occurrence, in: file, rule: "references", subject: name,
              message:
                "\(rings.describe(file: file.path, target: file.target)) references \(name), defined in \(definition.path) (ring \(definition.level), \(there)); \(strictness)",
              rings: [here, there], edge: "\(file.path) -> \(definition.path)", symbol: name))
          continue
        }
        // A protocol used from inside is already the inversion: it only sits in the wrong ring.
        let isProtocol = occurrence.symbol.kind == IndexStore.Kind.protocol
        outcome.diagnostics.append(
          Diagnostic(
            at: occurrence, in: file, rule: "references", subject: name,
            message:
              "\(rings.describe(file: file.path, target: file.target)) references \(name), defined in \(definition.path) (ring \(definition.level), \(there)), which points outward.",
            remedy: isProtocol
              ? "Move the protocol \(name) into \(here) (or further in); its implementations stay in \(there)."
              : "Move what it needs inward, or put a protocol in \(here) for \(there) to implement.",
            rings: [here, there], edge: "\(file.path) -> \(definition.path)", symbol: name))
      }
    }
    return outcome
  }
}
