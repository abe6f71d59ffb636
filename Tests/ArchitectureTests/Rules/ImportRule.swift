/// Rule 2: every import, as the compiler resolved it (the index records imports from active
/// code only: not from comments, strings or disabled `#if` branches), names a module its ring may
/// use; each imported ring is a direct declared dependency; inner rings re-export nothing.
struct ImportRule: ArchitectureRule {
  func check(_ context: CheckContext) -> RuleOutcome {
    var outcome = RuleOutcome(rule: "imports", unit: "source files")
    let rings = context.rings
    let targets = Dictionary(context.package.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for file in context.index.files {
      outcome.examined += 1
      guard let level = rings.level(of: file.target), let target = targets[file.target] else { continue }
      let ring = rings.rings[level]
      let inner = rings.rings[..<level].flatMap(\.targets)
      for occurrence in file.occurrences where ImportRule.isImport(occurrence, in: file) {
        let module = occurrence.symbol.name
        let location = (file.path, occurrence.line, occurrence.column)
        if level < rings.rings.count - 1, file.text(ofLine: occurrence.line).contains("@_exported") {
          outcome.diagnostics.append(
            Diagnostic(
              location, rule: "imports",
              message:
                "\(file.target) re-exports \(module) with @_exported import; inner rings must not re-export, as it hides dependencies from the rings outside. Import it plainly and let each ring declare its own dependency."
            ))
        }
        if module == file.target || module == "Swift" { continue }
        if let moduleLevel = rings.level(of: module) {
          if moduleLevel > level {
            outcome.diagnostics.append(
              Diagnostic(
                location, rule: "imports",
                message:
                  "\(rings.describe(file.target)) imports \(rings.describe(module)), which points outward. Move what it needs inward, or put a protocol in \(file.target) for \(module) to implement."
              ))
          } else if !(target.targetDependencies ?? []).contains(module) {
            outcome.diagnostics.append(
              Diagnostic(
                location, rule: "imports",
                message:
                  "\(file.target) imports \(module) without declaring it; it is reachable only through another target. Add \"\(module)\" to the dependencies of \(file.target) in Package.swift."
              ))
          }
          continue
        }
        if ring.imports.contains("*") || ring.imports.contains(module) || targets[module] != nil { continue }
        let allowed = (ring.imports + inner).joined(separator: ", ")
        outcome.diagnostics.append(
          Diagnostic(
            location, rule: "imports",
            message:
              "\(file.target) imports \(module); \(file.target) may import \(allowed). \(ImportRule.remedy(for: module, ring: ring.name, outermost: context.outermostRing))"
          ))
      }
    }
    return outcome
  }

  /// A module reference is an import when the text before it on its line is an import statement;
  /// other module references are qualified names (`Foundation.Date`).
  static func isImport(_ occurrence: IndexStore.Occurrence, in file: SourceIndex.File) -> Bool {
    guard occurrence.symbol.kind == IndexStore.Kind.module, occurrence.roles & IndexStore.Role.reference != 0 else {
      return false
    }
    let line = file.text(ofLine: occurrence.line)
    let prefix = line.utf8.prefix(max(0, occurrence.column - 1))
    let words = String(decoding: prefix, as: UTF8.self).split(separator: " ").filter { !$0.hasPrefix("@") }
    return words.first == "import" && words.count <= 2
  }

  static func remedy(for module: String, ring: String, outermost: String) -> String {
    let what =
      switch module {
      case "FoundationNetworking": "the network call"
      case "Glibc", "Darwin", "Musl", "WinSDK": "the system call"
      default: "the code that needs it"
      }
    return "Move \(what) behind a port in \(ring) and implement it in \(outermost)."
  }
}
