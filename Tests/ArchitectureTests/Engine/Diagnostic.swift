/// One violation, printed in the compiler's format so editors and CI annotate the line:
/// `path/File.swift:12:8: error: [imports] …`.
struct Diagnostic: Hashable, Comparable, CustomStringConvertible {
  /// Relative to the package root.
  let file: String
  let line: Int
  let column: Int
  let rule: String
  let message: String

  var description: String {
    "\(file):\(line):\(column): error: [\(rule)] \(message)"
  }

  static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}
