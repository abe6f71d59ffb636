import Foundation

/// One violation, printed in the compiler's format so editors and CI annotate the line:
/// `path/File.swift:12:8: error: [imports] …`.
struct Diagnostic: Hashable, Comparable, CustomStringConvertible, Sendable {
  /// Relative to the package root, or absolute when outside it (a ring map kept elsewhere).
  let file: String
  let line: Int
  let column: Int
  let rule: String
  let message: String

  var description: String {
    "\(file):\(line):\(column): error: [\(rule)] \(message)"
  }

  /// The same line with a path that opens from `directory`.
  func rendered(root: URL, from directory: URL) -> String {
    let absolute = file.hasPrefix("/") ? file : root.standardizedFileURL.appendingPathComponent(file).path
    let base = directory.standardizedFileURL.path + "/"
    let path = absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
    return "\(path):\(line):\(column): error: [\(rule)] \(message)"
  }

  static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}
