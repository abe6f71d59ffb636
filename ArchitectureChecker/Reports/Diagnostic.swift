import Foundation

/// One violation, printed in the compiler's format so editors and CI annotate the line:
/// `path/File.swift:12:8: error: [imports] …`.
struct Diagnostic: Hashable, Comparable, CustomStringConvertible, Sendable {
  /// Relative to the package root, or absolute when outside it (a ring map kept elsewhere).
  let file: String
  let line: Int
  let column: Int
  let rule: String
  /// What is wrong, as a fact.
  let message: String
  /// What a person does about it; nil where the message says it all.
  var remedy: String?
  /// What the finding is about (a module, an API, a dependency), for a baseline to match it
  /// whatever line it moves to; nil where the message says it alone.
  var subject: String?
  /// The rings it involves: the file's or target's, and the other end's where there is one.
  var rings: [String] = []
  /// The dependency it is about, `From -> To` (targets, modules or layers).
  var edge: String?
  /// The symbol it is about, as a person writes it (`FileManager.default`, `Modifier.target`).
  var symbol: String?

  init(
    file: String, line: Int, column: Int, rule: String, message: String, remedy: String? = nil,
    subject: String? = nil, rings: [String] = [], edge: String? = nil, symbol: String? = nil
  ) {
    (self.file, self.line, self.column, self.rule) = (file, line, column, rule)
    (self.subject, self.rings, self.edge, self.symbol) = (subject, rings, edge, symbol)
    if let remedy {
      (self.message, self.remedy) = (message, remedy)
    } else {
      (self.message, self.remedy) = Self.split(message)
    }
  }

  /// The verbs a rule's remedy starts with: the sentences from the first of them on are the
  /// remedy, the ones before it the fact (every rule writes its message that way).
  private static let remedyVerbs = [
    "Move", "Remove", "Add", "Fix", "Put", "Mark", "Invert", "Merge", "Give", "List", "Break", "Check", "Set", "Use",
    "Rename", "Declare", "Lower", "Write", "Make", "Keep", "Import",
  ]

  /// `message` as a fact and a remedy, when it ends with sentences that say what to do.
  static func split(_ message: String) -> (String, String?) {
    var searchStart = message.startIndex
    while let stop = message.range(of: ". ", range: searchStart..<message.endIndex) {
      let rest = message[stop.upperBound...]
      if remedyVerbs.contains(where: { rest.hasPrefix($0 + " ") }) {
        return (String(message[..<stop.lowerBound]) + ".", String(rest))
      }
      searchStart = stop.upperBound
    }
    return (message, nil)
  }

  var subjectOrMessage: String { subject ?? text }

  /// The message and the remedy, as one text.
  var text: String { remedy.map { message + " " + $0 } ?? message }

  var description: String {
    "\(file):\(line):\(column): error: [\(rule)] \(text)"
  }

  /// The same line with a path that opens from `directory`.
  func rendered(root: URL, from directory: URL) -> String {
    "\(path(root: root, from: directory)):\(line):\(column): error: [\(rule)] \(text)"
  }

  /// How a list of diagnostics is written for a tool: the compiler's lines (editors), a JSON
  /// array of objects with stable fields (scripts), GitHub workflow annotations, or a SARIF log
  /// (code-scanning services).
  enum Format: String, CaseIterable, Sendable {
    case text, json, github, sarif
  }

  static func render(_ diagnostics: [Diagnostic], as format: Format, root: URL, from directory: URL) -> String {
    switch format {
    case .text:
      return diagnostics.map { $0.rendered(root: root, from: directory) }.joined(separator: "\n")
    case .json:
      let objects = diagnostics.map { diagnostic -> String in
        var fields: [(String, String)] = [
          ("file", quoted(diagnostic.path(root: root, from: directory))), ("line", String(diagnostic.line)),
          ("column", String(diagnostic.column)), ("rule", quoted(diagnostic.rule)), ("severity", quoted("error")),
          ("message", quoted(diagnostic.message)),
        ]
        fields.append(("remedy", diagnostic.remedy.map(quoted) ?? "null"))
        fields.append(("rings", "[" + diagnostic.rings.map(quoted).joined(separator: ", ") + "]"))
        fields.append(("edge", diagnostic.edge.map(quoted) ?? "null"))
        fields.append(("symbol", diagnostic.symbol.map(quoted) ?? "null"))
        return "  {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
      }
      return objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]"
    case .github:
      // Workflow commands: properties escape `%`, CR, LF, `:` and `,`; the message `%`, CR, LF.
      return diagnostics.map { diagnostic in
        let file = escaped(diagnostic.path(root: root, from: directory), property: true)
        return "::error file=\(file),line=\(diagnostic.line),col=\(diagnostic.column),"
          + "title=\(escaped("architecture [\(diagnostic.rule)]", property: true))::\(escaped(diagnostic.text, property: false))"
      }.joined(separator: "\n")
    case .sarif:
      return SARIFLog.render(diagnostics, root: root)
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
    (lhs.file, lhs.line, lhs.column, lhs.rule, lhs.text) < (rhs.file, rhs.line, rhs.column, rhs.rule, rhs.text)
  }
}
