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
  /// What the finding is about (a module, an API, a dependency), for a baseline to match it
  /// whatever line it moves to; nil where the message says it alone.
  var subject: String?

  var subjectOrMessage: String { subject ?? message }

  var description: String {
    "\(file):\(line):\(column): error: [\(rule)] \(message)"
  }

  /// The same line with a path that opens from `directory`.
  func rendered(root: URL, from directory: URL) -> String {
    "\(path(root: root, from: directory)):\(line):\(column): error: [\(rule)] \(message)"
  }

  /// How a list of diagnostics is written for a tool: the compiler's lines (editors), a JSON
  /// array of objects with stable fields (scripts), or GitHub workflow annotations.
  enum Format: String, CaseIterable, Sendable {
    case text, json, github
  }

  static func render(_ diagnostics: [Diagnostic], as format: Format, root: URL, from directory: URL) -> String {
    switch format {
    case .text:
      return diagnostics.map { $0.rendered(root: root, from: directory) }.joined(separator: "\n")
    case .json:
      let objects = diagnostics.map { diagnostic -> String in
        let fields: [(String, String)] = [
          ("file", quoted(diagnostic.path(root: root, from: directory))), ("line", String(diagnostic.line)),
          ("column", String(diagnostic.column)), ("rule", quoted(diagnostic.rule)), ("severity", quoted("error")),
          ("message", quoted(diagnostic.message)),
        ]
        return "  {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
      }
      return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]"
    case .github:
      // Workflow commands: properties escape `%`, CR, LF, `:` and `,`; the message `%`, CR, LF.
      return diagnostics.map { diagnostic in
        let file = escaped(diagnostic.path(root: root, from: directory), property: true)
        return "::error file=\(file),line=\(diagnostic.line),col=\(diagnostic.column),"
          + "title=\(escaped("architecture [\(diagnostic.rule)]", property: true))::\(escaped(diagnostic.message, property: false))"
      }.joined(separator: "\n")
    }
  }

  /// `text` as a JSON string, for the JSON form and the baseline file alike.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  private static func escaped(_ text: String, property: Bool) -> String {
    var result = text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
    if property {
      result = result.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
    return result
  }

  /// The file as a path that opens from `directory`.
  func path(root: URL, from directory: URL) -> String {
    let absolute = file.hasPrefix("/") ? file : root.standardizedFileURL.appendingPathComponent(file).path
    let base = directory.standardizedFileURL.path + "/"
    return absolute.hasPrefix(base) ? String(absolute.dropFirst(base.count)) : absolute
  }

  static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.message)
  }
}
