/// Rule 2: every import, as the compiler resolved it (the index records imports from active
/// code only: not from comments, strings or disabled `#if` branches), names a module its ring may
/// use, whatever its access level or attributes; each imported ring is a direct declared
/// dependency; only rings whose map allows it (by default the outermost) re-export.
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
        if !ring.reexports, file.text(ofLine: occurrence.line).contains("@_exported") {
          outcome.diagnostics.append(
            Diagnostic(
              location, rule: "imports",
              message:
                "\(file.target) re-exports \(module) with @_exported import; \(ring.name) must not re-export, as it hides dependencies from the rings outside. Import it plainly and let each ring declare its own dependency, or set \"reexports\": true on \(ring.name) if re-exporting is its design."
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
        let allowed = ring.imports + inner
        let may = allowed.isEmpty ? "may import no module" : "may import \(allowed.joined(separator: ", "))"
        outcome.diagnostics.append(
          Diagnostic(
            location, rule: "imports",
            message:
              "\(file.target) imports \(module); \(file.target) \(may). \(context.remedy(moving: ImportRule.subject(of: module), outOf: ring.name))"
          ))
      }
    }
    return outcome
  }

  /// Words that may stand before `import`: access levels (SE-0409).
  static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
  /// Words that may stand between `import` and the module: the kind of a scoped import.
  static let importKinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

  /// A module reference is an import when the text before it on its line is an import statement
  /// (`import`, `internal import`, `@preconcurrency public import`, `@_implementationOnly import`,
  /// `import struct`); other module references are qualified names (`Foundation.Date`).
  static func isImport(_ occurrence: IndexStore.Occurrence, in file: SourceIndex.File) -> Bool {
    guard occurrence.symbol.kind == IndexStore.Kind.module, occurrence.roles & IndexStore.Role.reference != 0 else {
      return false
    }
    let line = file.text(ofLine: occurrence.line)
    let prefix = line.utf8.prefix(max(0, occurrence.column - 1))
    // Attributes (`@_spi(Name)`, `@_exported`) and access levels, then `import`, then a kind.
    var words = String(decoding: prefix, as: UTF8.self).split(whereSeparator: \.isWhitespace)[...]
    while let word = words.first, word.hasPrefix("@") || accessLevels.contains(word) { words.removeFirst() }
    guard words.first == "import" else { return false }
    words.removeFirst()
    return words.isEmpty || (words.count == 1 && words.first.map(importKinds.contains) == true)
  }

  /// What the module is imported for, as the remedy names it.
  static func subject(of module: String) -> String {
    switch module {
    case "FoundationNetworking": "the network call"
    case "Glibc", "Darwin", "Musl", "WinSDK": "the system call"
    default: "the code that needs it"
    }
  }

}
