import Foundation

/// The findings a team accepted when it turned the suite on over a legacy (`"baseline"` in the
/// ring map names the file; `check-architecture PACKAGE --write-baseline` writes it). From then
/// on only new findings fail. An entry matches on rule, file and subject (the symbol or module a
/// finding is about), never on line, so unrelated edits do not disturb it; it accepts as many
/// findings as its count. What an entry accepts that is fixed is said in a note naming
/// `--prune-baseline`, which lowers it; `--write-baseline` does not grow a baseline unless told,
/// so the file only shrinks, as ArchUnit's frozen rules work.
struct Baseline: Sendable {
  struct Entry: Hashable, Sendable {
    let rule: String
    let file: String
    let subject: String
    let count: Int
  }

  struct Problem: Error, CustomStringConvertible {
    let description: String
  }

  /// The rules whose findings a baseline may accept: not the index, the map or the baseline.
  static let acceptable: Set<String> = [
    "graph", "imports", "references", "io", "placement", "collaboration", "layout", "contracts", "acyclic",
  ]

  let entries: [Entry]
  /// Where the file is, relative to the package root, and its lines, for findings about it.
  let path: String
  let lines: [Substring]

  static func load(from url: URL, named path: String) throws(Problem) -> Baseline {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw Problem(
        description:
          "\(path): the ring map names this baseline, which cannot be read; write it with `check-architecture PACKAGE --write-baseline`, or remove \"baseline\" from the map"
      )
    }
    guard let top = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let list = top["accepted"] as? [[String: Any]]
    else { throw Problem(description: "\(path): a baseline is an object whose \"accepted\" is a list of entries") }
    var entries: [Entry] = []
    for (index, fields) in list.enumerated() {
      guard let rule = fields["rule"] as? String, let file = fields["file"] as? String,
        let subject = fields["subject"] as? String, let count = fields["count"] as? Int, count > 0
      else {
        throw Problem(
          description: "\(path): accepted[\(index)] needs \"rule\", \"file\", \"subject\" and a \"count\" of 1 or more")
      }
      entries.append(Entry(rule: rule, file: file, subject: subject, count: count))
    }
    let text = String(decoding: data, as: UTF8.self)
    return Baseline(entries: entries, path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false))
  }

  /// What an entry accepts that is no longer found: fixed, so the entry may be lowered.
  struct Fixed: Hashable, Sendable {
    let entry: Entry
    let gone: Int
    /// Where the entry is in the baseline file.
    let line: Int
  }

  /// The findings it does not accept, how many it accepted, and what it accepts that is fixed
  /// (a note, not a finding: fixing code never turns a check red; `--prune-baseline` lowers it).
  func apply(to diagnostics: [Diagnostic]) -> (remaining: [Diagnostic], accepted: Int, fixed: [Fixed]) {
    var left: [String: Int] = [:]
    for entry in entries { left[Self.key(entry.rule, entry.file, entry.subject), default: 0] += entry.count }
    var remaining: [Diagnostic] = []
    var accepted = 0
    for diagnostic in diagnostics {
      let key = Self.key(diagnostic.rule, diagnostic.file, diagnostic.subjectOrMessage)
      if Self.acceptable.contains(diagnostic.rule), let count = left[key], count > 0 {
        left[key] = count - 1
        accepted += 1
      } else {
        remaining.append(diagnostic)
      }
    }
    var fixed: [Fixed] = []
    for entry in entries {
      let key = Self.key(entry.rule, entry.file, entry.subject)
      guard let unused = left[key], unused > 0 else { continue }
      left[key] = 0
      fixed.append(Fixed(entry: entry, gone: unused, line: line(of: entry)))
    }
    return (remaining, accepted, fixed)
  }

  /// This baseline with each entry lowered to what is still found (`diagnostics`, before any
  /// baseline), entries of nothing removed; it never gains an entry or a count.
  func pruned(by diagnostics: [Diagnostic]) -> [Entry] {
    let found = Dictionary(Self.entries(of: diagnostics).map { (Self.key($0.rule, $0.file, $0.subject), $0.count) }) {
      $0 + $1
    }
    return entries.compactMap { entry in
      let count = min(entry.count, found[Self.key(entry.rule, entry.file, entry.subject)] ?? 0)
      return count > 0 ? Entry(rule: entry.rule, file: entry.file, subject: entry.subject, count: count) : nil
    }
  }

  /// What `entries` accept that this baseline does not: what writing them would add.
  func additions(in entries: [Entry]) -> [Entry] {
    let kept = Dictionary(self.entries.map { (Self.key($0.rule, $0.file, $0.subject), $0.count) }) { $0 + $1 }
    return entries.compactMap { entry in
      let more = entry.count - (kept[Self.key(entry.rule, entry.file, entry.subject)] ?? 0)
      return more > 0 ? Entry(rule: entry.rule, file: entry.file, subject: entry.subject, count: more) : nil
    }
  }

  /// The entries that accept `diagnostics` (those of the rules a baseline may accept), one per
  /// rule, file and subject, sorted.
  static func entries(of diagnostics: [Diagnostic]) -> [Entry] {
    var counts: [Entry: Int] = [:]
    for diagnostic in diagnostics where acceptable.contains(diagnostic.rule) {
      let entry = Entry(rule: diagnostic.rule, file: diagnostic.file, subject: diagnostic.subjectOrMessage, count: 0)
      counts[entry, default: 0] += 1
    }
    return counts.keys.sorted { ($0.file, $0.rule, $0.subject) < ($1.file, $1.rule, $1.subject) }.map {
      Entry(rule: $0.rule, file: $0.file, subject: $0.subject, count: counts[$0] ?? 0)
    }
  }

  /// The baseline of `diagnostics` as a file.
  static func encode(_ diagnostics: [Diagnostic]) -> String {
    encode(entries(of: diagnostics))
  }

  /// `entries` as a file: one entry a line, sorted, so its diffs read well.
  static func encode(_ entries: [Entry]) -> String {
    let lines = entries.sorted { ($0.file, $0.rule, $0.subject) < ($1.file, $1.rule, $1.subject) }.map { entry in
      "    {\"rule\": \(Diagnostic.quoted(entry.rule)), \"file\": \(Diagnostic.quoted(entry.file)), \"subject\": \(Diagnostic.quoted(entry.subject)), \"count\": \(entry.count)}"
    }
    return """
      {
        "comment": "Findings accepted when the architecture suite was turned on; only new ones fail. Fix them, then run check-architecture with --prune-baseline: this file only shrinks.",
        "accepted": [
      \(lines.joined(separator: ",\n"))
        ]
      }

      """
  }

  private static func key(_ rule: String, _ file: String, _ subject: String) -> String {
    rule + "\u{0}" + file + "\u{0}" + subject
  }

  private func line(of entry: Entry) -> Int {
    let file = Diagnostic.quoted(entry.file)
    let subject = Diagnostic.quoted(entry.subject)
    return (lines.firstIndex { $0.contains(file) && $0.contains(subject) } ?? 0) + 1
  }
}
