import Foundation

/// The index store's view of each source file of the package: what the compiler resolved in it.
/// Files without an index, or with one older than the file, are reported rather than skipped.
struct SourceIndex {
  struct File {
    let path: String
    let target: String
    let occurrences: [IndexStore.Occurrence]
    /// The file's lines, for reading the text around an occurrence (`@_exported`, `import`).
    let lines: [Substring]
  }

  let files: [File]
  let problems: [Diagnostic]

  /// Sources the compiler indexes; a plugin is compiled apart, without an index, and assembly or
  /// resources never have one.
  static let indexedExtensions: Set<String> = ["swift", "c", "cc", "cpp", "cxx", "m", "mm"]

  /// `notBuiltHere`: targets whose missing index is expected (`RingMap.notBuiltHere`).
  init(
    store: IndexStore, package: PackageSnapshot, targets: [PackageSnapshot.Target], root: URL,
    notBuiltHere: Set<String> = []
  ) {
    // The store keeps units of deleted and renamed files, and of older builds: keep the newest
    // unit for each file the package has now.
    var newest: [String: IndexStore.Unit] = [:]
    for unit in store.units() where !unit.mainFile.isEmpty {
      let path = URL(fileURLWithPath: unit.mainFile).standardizedFileURL.path
      if let existing = newest[path], existing.modified >= unit.modified { continue }
      newest[path] = unit
    }
    let build = "run `swift build` in \(root.standardizedFileURL.path)"
    var files: [File] = []
    var missing: [String] = []
    var stale: [String] = []
    for target in targets where !target.isPlugin {
      for path in package.sourceFiles(of: target)
      where Self.indexedExtensions.contains(URL(fileURLWithPath: path).pathExtension) {
        let relative = SourceIndex.relative(path, to: root)
        guard let unit = newest[path] else {
          if !notBuiltHere.contains(target.name) { missing.append(relative) }
          continue
        }
        if let modified = FileTime.modified(path), modified > unit.modified.timeIntervalSince1970 + 1 {
          stale.append(relative)
          continue
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        files.append(
          File(
            path: relative, target: target.name,
            occurrences: unit.records.flatMap(store.occurrences(inRecord:)),
            lines: TextSearch.lines(of: text)))
      }
    }
    var problems: [Diagnostic] = []
    if files.isEmpty && stale.isEmpty && !missing.isEmpty {
      // Nothing indexed at all: one cause, said once.
      problems.append(
        Diagnostic(
          file: "Package.swift", line: 1, column: 1, rule: "index",
          message: "the index store has no unit for any of the \(missing.count) source files of the rings; \(build)"))
    } else {
      problems += missing.map {
        Diagnostic(file: $0, line: 1, column: 1, rule: "index", message: "no index for this file; \(build)")
      }
    }
    problems += stale.map {
      Diagnostic(
        file: $0, line: 1, column: 1, rule: "index", message: "the index is older than this file; \(build) again")
    }
    self.files = files
    self.problems = problems
  }

  static func relative(_ path: String, to root: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

extension SourceIndex {
  /// Files with code for some platforms only (`#if os(…)`, `#if canImport(…)`,
  /// `#if targetEnvironment(…)`): the index holds the branches compiled here, and no other.
  var filesWithPlatformBranches: Int {
    let conditions = ["os(", "canImport(", "targetEnvironment(", "arch("]
    return files.filter { file in
      // Each place a condition is named, the line it is on; no file is read line by line.
      let text = TextSearch.whole(file.lines)
      return conditions.contains { condition in
        TextSearch.offsets(of: condition, in: text).contains { TextSearch.isOnConditionLine(at: $0, in: text) }
      }
    }.count
  }
}

extension SourceIndex.File {
  /// The text of a 1-based line, or empty.
  func text(ofLine line: Int) -> Substring {
    lines.indices.contains(line - 1) ? lines[line - 1] : ""
  }
}
