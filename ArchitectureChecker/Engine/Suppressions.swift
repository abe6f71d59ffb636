import Foundation

/// Findings excused in the code itself, with a reason, as `// swiftlint:disable:next` but for one
/// rule and never without why:
///
///     let started = Date()  // architecture:allow io — the trace's own timestamp, read here on purpose
///
///     // architecture:allow references — the legacy report reads the old model until it is retired
///     struct LegacyReport { … }
///
/// A comment after code covers its line; a comment on a line of its own covers the next line of
/// code and, when that line declares something, the whole declaration (the lines indented
/// under it, to its closing brace). A comment with no reason is a `[suppression]` finding and
/// excuses nothing; one that excuses nothing is `[vacuous]`.
struct Suppressions {
  struct Comment {
    let file: String
    let line: Int
    let column: Int
    let rule: String
    let reason: String
    /// The lines it covers, 1-based.
    let covers: ClosedRange<Int>
  }

  let comments: [Comment]
  /// Comments that cannot excuse anything: no rule or no reason.
  let problems: [Diagnostic]

  private static let marker = "architecture:allow"
  private static let declarationStart = try? NSRegularExpression(
    pattern:
      #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|package|private|fileprivate|open|final|static|class|nonisolated|override|mutating|lazy|weak|unowned|convenience|required|indirect)\s+)*(?:func|init|deinit|struct|class|enum|actor|protocol|extension|var|let|subscript|typealias)\b"#
  )

  init(files: [SourceIndex.File]) {
    var comments: [Comment] = []
    var problems: [Diagnostic] = []
    // A file that never says "architecture:" has no comment to read: one search instead of one a line.
    for file in files where TextSearch.contains(TextSearch.whole(file.lines), "architecture:") {
      for (offset, text) in file.lines.enumerated() {
        if let other = Self.otherDirective(in: text) {
          problems.append(
            Diagnostic(
              file: file.path, line: offset + 1, column: other.column, rule: "suppression",
              message: "architecture:\(other.word) is not a spelling this suite reads, so it excuses nothing.",
              remedy:
                "Write it as // architecture:allow RULE — why this use is right here (one rule, one place, a reason)."
            ))
          continue
        }
        guard let markerRange = text.range(of: Self.marker), let slashes = text.range(of: "//"),
          slashes.upperBound <= markerRange.lowerBound
        else { continue }
        let number = offset + 1
        let column = text.distance(from: text.startIndex, to: slashes.lowerBound) + 1
        let rest = text[markerRange.upperBound...].trimmingCharacters(in: .whitespaces)
        let rule = String(rest.prefix { $0.isLetter })
        let reason = rest.dropFirst(rule.count).drop { " —–-:".contains($0) }.trimmingCharacters(in: .whitespaces)
        guard rule.isEmpty || RuleCatalog.index(of: rule) != nil else {
          problems.append(
            Diagnostic(
              file: file.path, line: number, column: column, rule: "suppression",
              message: "an architecture:allow comment names [\(rule)], which is no rule, so it excuses nothing.",
              remedy: "Name one of \(RuleCatalog.all.map(\.id).joined(separator: ", "))."))
          continue
        }
        guard !rule.isEmpty, !reason.isEmpty else {
          problems.append(
            Diagnostic(
              file: file.path, line: number, column: column, rule: "suppression",
              message: rule.isEmpty
                ? "an architecture:allow comment names no rule, so it excuses nothing."
                : "the architecture:allow comment for [\(rule)] gives no reason, so it excuses nothing.",
              remedy: "Write it as // architecture:allow RULE — why this use is right here."))
          continue
        }
        let code = text[..<slashes.lowerBound].trimmingCharacters(in: .whitespaces)
        let covers = code.isEmpty ? Self.nextCode(after: offset, in: file.lines) : number...number
        comments.append(
          Comment(file: file.path, line: number, column: column, rule: rule, reason: reason, covers: covers))
      }
    }
    self.comments = comments
    self.problems = problems
  }

  /// A SwiftLint-style directive a team may write by habit (`// architecture:disable io`): the
  /// word after the colon and the comment's column, unless it is `allow`.
  private static func otherDirective(in text: Substring) -> (word: String, column: Int)? {
    guard let slashes = text.range(of: "//") else { return nil }
    let comment = text[slashes.upperBound...].drop { $0 == " " || $0 == "/" }
    guard comment.hasPrefix("architecture:") else { return nil }
    let word = comment.dropFirst("architecture:".count).prefix { $0.isLetter || $0 == ":" || $0 == "-" }
    guard let first = word.first, first.isLetter, !word.hasPrefix("allow") else { return nil }
    return (String(word), text.distance(from: text.startIndex, to: slashes.lowerBound) + 1)
  }

  /// The next line of code after `offset` (0-based), and the declaration it starts, if any.
  private static func nextCode(after offset: Int, in lines: [Substring]) -> ClosedRange<Int> {
    var index = offset + 1
    while index < lines.count {
      let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty && !trimmed.hasPrefix("//") { break }
      index += 1
    }
    guard index < lines.count else { return (offset + 1)...(offset + 1) }
    let line = String(lines[index])
    let range = NSRange(line.startIndex..., in: line)
    guard declarationStart?.firstMatch(in: line, range: range) != nil else { return (index + 1)...(index + 1) }
    let indent = line.prefix { $0 == " " || $0 == "\t" }.count
    var end = index
    var next = index + 1
    while next < lines.count {
      let text = lines[next]
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      let depth = text.prefix { $0 == " " || $0 == "\t" }.count
      if trimmed.isEmpty || depth > indent {
        next += 1
        continue
      }
      if trimmed.hasPrefix("}") || trimmed.hasPrefix(")") { end = next }
      break
    }
    // A declaration on one line ends on it; one with a body ends at its closing brace.
    if end == index, next > index + 1 { end = next - 1 }
    return (index + 1)...(end + 1)
  }

  /// The findings no comment excuses; the ones excused with their reasons; a `[vacuous]` finding
  /// for each comment that excused nothing.
  func apply(to diagnostics: [Diagnostic]) -> (
    remaining: [Diagnostic], excused: [(diagnostic: Diagnostic, reason: String)], unused: [Diagnostic]
  ) {
    var used = Set<Int>()
    var excused: [(diagnostic: Diagnostic, reason: String)] = []
    let remaining = diagnostics.filter { diagnostic in
      guard
        let index = comments.firstIndex(where: {
          $0.file == diagnostic.file && $0.rule == diagnostic.rule && $0.covers.contains(diagnostic.line)
        })
      else { return true }
      used.insert(index)
      excused.append((diagnostic, comments[index].reason))
      return false
    }
    let unused = comments.enumerated().filter { !used.contains($0.offset) }.map { _, comment in
      let lines = "\(comment.covers.lowerBound)–\(comment.covers.upperBound)"
      // Another rule's finding on those lines: the comment most likely names the wrong rule.
      let others = Set(
        diagnostics.filter { $0.file == comment.file && comment.covers.contains($0.line) && $0.rule != comment.rule }
          .map(\.rule)
      ).sorted()
      guard others.isEmpty else {
        return Diagnostic(
          file: comment.file, line: comment.line, column: comment.column, rule: "vacuous",
          message:
            "this architecture:allow comment names [\(comment.rule)], which found nothing on the lines it covers (\(lines)); what was found there is \(others.map { "[\($0)]" }.joined(separator: ", ")).",
          remedy: "Name the rule that found it (// architecture:allow \(others[0]) — …), or remove the comment.")
      }
      return Diagnostic(
        file: comment.file, line: comment.line, column: comment.column, rule: "vacuous",
        message:
          "this architecture:allow comment names [\(comment.rule)], which found nothing on the lines it covers (\(lines)); an excuse that is no longer needed hides the next regression.",
        remedy: "Remove it.")
    }
    return (remaining, excused, unused)
  }
}
