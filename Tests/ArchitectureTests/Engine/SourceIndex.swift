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

  init(store: IndexStore, package: PackageSnapshot, targets: [PackageSnapshot.Target], root: URL) {
    // The store keeps units of deleted and renamed files, and of older builds: keep the newest
    // unit for each file the package has now.
    var newest: [String: IndexStore.Unit] = [:]
    for unit in store.units() where !unit.mainFile.isEmpty {
      let path = URL(fileURLWithPath: unit.mainFile).standardizedFileURL.path
      if let existing = newest[path], existing.modified >= unit.modified { continue }
      newest[path] = unit
    }
    var files: [File] = []
    var problems: [Diagnostic] = []
    for target in targets {
      for path in package.sourceFiles(of: target) {
        let relative = SourceIndex.relative(path, to: root)
        guard let unit = newest[path] else {
          problems.append(
            Diagnostic(
              file: relative, line: 1, column: 1, rule: "index",
              message: "no index for this file; build the package (swift build) before running the suite"))
          continue
        }
        let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil
        if let modified, modified > unit.modified.addingTimeInterval(1) {
          problems.append(
            Diagnostic(
              file: relative, line: 1, column: 1, rule: "index",
              message: "the index is older than this file; build the package (swift build) again"))
          continue
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        files.append(
          File(
            path: relative, target: target.name,
            occurrences: unit.records.flatMap(store.occurrences(inRecord:)),
            lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
      }
    }
    self.files = files
    self.problems = problems
  }

  static func relative(_ path: String, to root: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}

extension SourceIndex.File {
  /// The text of a 1-based line, or empty.
  func text(ofLine line: Int) -> Substring {
    lines.indices.contains(line - 1) ? lines[line - 1] : ""
  }
}
