import Foundation

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
      guard let level = rings.level(ofFile: file.path, target: file.target), let target = targets[file.target] else {
        continue
      }
      let ring = rings.rings[level]
      let who = rings.actor(file: file.path, target: file.target)
      let inner = rings.rings[..<level].flatMap(\.targets)
      for occurrence in file.occurrences {
        guard let declaration = ImportRule.declaration(of: occurrence, in: file) else { continue }
        let module = occurrence.symbol.name
        let location = (file.path, occurrence.line, occurrence.column)
        if !ring.reexports, declaration.isExported {
          outcome.diagnostics.append(
            Diagnostic(
              location, rule: "imports", subject: "\(file.target) -> \(module)",
              message:
                "\(who) re-exports \(module) with @_exported import; \(ring.name) must not re-export, as it hides dependencies from the rings outside. Import it plainly and let each ring declare its own dependency, or set \"reexports\": true on \(ring.name) if re-exporting is its design."
            ))
        }
        if module == file.target || module == "Swift" { continue }
        if let moduleLevel = rings.level(of: module) {
          if moduleLevel > level {
            outcome.diagnostics.append(
              Diagnostic(
                location, rule: "imports", subject: "\(file.target) -> \(module)",
                message:
                  "\(rings.describe(file: file.path, target: file.target)) imports \(rings.describe(module)), which points outward. Move what it needs inward, or put a protocol in \(file.target) for \(module) to implement."
              ))
          } else if let why = rings.strictness(from: level, to: moduleLevel) {
            outcome.diagnostics.append(
              Diagnostic(
                location, rule: "imports", subject: "\(file.target) -> \(module)",
                message: "\(who) imports \(rings.describe(module)); \(why)"))
          } else if !(target.targetDependencies ?? []).contains(module) {
            outcome.diagnostics.append(
              Diagnostic(
                location, rule: "imports", subject: "\(file.target) -> \(module)",
                message:
                  "\(file.target) imports \(module) without declaring it; it is reachable only through another target. Add \"\(module)\" to the dependencies of \(file.target) in Package.swift."
              ))
          }
          continue
        }
        if ring.imports.contains("*") || ring.imports.contains(module) || targets[module] != nil { continue }
        let allowed = ring.imports + inner
        let may = allowed.isEmpty ? "may import no module" : "may import \(allowed.joined(separator: ", "))"
        if ImportRule.languageModules.contains(module) {
          // Part of the language: nothing to move behind a port, only a map to complete.
          outcome.diagnostics.append(
            Diagnostic(
              location, rule: "imports", subject: "\(file.target) -> \(module)",
              message:
                "\(who) imports \(module), a module of the Swift toolchain that does no I/O by itself, and \(ring.name)'s \"imports\" do not list it; \(who) \(may). If \(ring.name) may use it, add \"\(module)\" to its \"imports\" in \(context.ringMapPath)."
            ))
          continue
        }
        outcome.diagnostics.append(
          Diagnostic(
            location, rule: "imports", subject: "\(file.target) -> \(module)",
            message:
              "\(who) imports \(module); \(who) \(may). \(context.remedy(moving: ImportRule.subject(of: module), outOf: ring.name))"
          ))
      }
    }
    return outcome
  }

  /// Modules of the toolchain that are the language's own and reach nothing outside the process:
  /// one missing from a ring's imports is a map to complete, not code to move.
  static let languageModules: Set<String> = [
    "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation", "Distributed",
    "_Differentiation", "Cxx", "CxxStdlib", "_Volatile", "Builtin", "SwiftShims",
  ]

  /// Words that may stand before `import`: access levels (SE-0409).
  static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private"]
  /// Words that may stand between `import` and the module: the kind of a scoped import.
  static let importKinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]

  /// An import as its declaration says: whether it re-exports (`@_exported`).
  struct Declaration: Equatable {
    let isExported: Bool
  }

  /// The import declaration that names the module at `occurrence`, or nil when the reference is
  /// a qualified name (`Foundation.Date`). The index says where the module is named; the words
  /// before it are read backwards, across lines and past comments, since a declaration may be
  /// split over lines (`@_exported\nimport Foo`), and only its own words count (a comment after
  /// it saying `@_exported` does not): an optional kind (`import struct`), `import`, then any
  /// attributes (`@_spi(Name)`, `@preconcurrency`) and access levels (SE-0409).
  static func declaration(of occurrence: IndexStore.Occurrence, in file: SourceIndex.File) -> Declaration? {
    guard occurrence.symbol.kind == IndexStore.Kind.module, occurrence.roles & IndexStore.Role.reference != 0 else {
      return nil
    }
    enum Expecting { case kindOrImport, importKeyword, modifiers }
    var expecting = Expecting.kindOrImport
    var exported = false
    var line = occurrence.line
    var text = String(decoding: file.text(ofLine: line).utf8.prefix(max(0, occurrence.column - 1)), as: UTF8.self)
    while line >= 1 {
      for word in words(ofCode: text).reversed() {
        switch expecting {
        case .kindOrImport where importKinds.contains(word): expecting = .importKeyword
        case .kindOrImport, .importKeyword:
          guard word == "import" else { return nil }
          expecting = .modifiers
        case .modifiers:
          guard word.hasPrefix("@") || accessLevels.contains(word) else { return Declaration(isExported: exported) }
          if word == "@_exported" { exported = true }
        }
      }
      line -= 1
      text = String(file.text(ofLine: line))
    }
    return expecting == .modifiers ? Declaration(isExported: exported) : nil
  }

  /// The words of a line of code without its `//` comment (import declarations hold no strings).
  private static func words(ofCode line: String) -> [Substring] {
    let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
    return code.split(whereSeparator: \.isWhitespace)
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
