import Foundation
import Testing

/// docs/DECISIONS.md: every decision is numbered in order, says its status and date, names the
/// later entry that amended or superseded it, and reads in a minute.
@Suite struct DecisionsDocTests {
  struct Entry {
    let number: Int
    let status: String
    let replacedBy: Int?
    let words: Int
  }

  static func entries() throws -> [Entry] {
    let text = try String(
      contentsOf: RepositoryScript.root.appendingPathComponent("docs/DECISIONS.md"), encoding: .utf8)
    let heading = try Regex(#"\*\*D([0-9]+)\. "#)
    let status = try Regex(
      #"_Status: (accepted|amended by D([0-9]+)|superseded by D([0-9]+)), [0-9]{4}-[0-9]{2}-[0-9]{2}( \(accepted [0-9]{4}-[0-9]{2}-[0-9]{2}\))?\._"#
    )
    let starts = text.matches(of: heading)
    return try starts.enumerated().map { index, start in
      let end = index + 1 < starts.count ? starts[index + 1].range.lowerBound : text.endIndex
      // An entry ends at the next entry or the next section.
      var body = text[start.range.lowerBound..<end]
      if let section = body.range(of: "\n## ") { body = body[..<section.lowerBound] }
      let number = try #require(Int(start.output[1].substring ?? ""))
      let said = try #require(body.firstMatch(of: status), "D\(number) has no status line")
      let replaced = (said.output[2].substring ?? said.output[3].substring).flatMap { Int($0) }
      return Entry(
        number: number, status: String(said.output[1].substring ?? ""), replacedBy: replaced,
        words: body.split(whereSeparator: \.isWhitespace).count)
    }
  }

  @Test func everyEntryIsNumberedInOrderWithAStatusAndADate() throws {
    let entries = try Self.entries()
    #expect(entries.count >= 65)
    #expect(entries.map(\.number) == Array(1...entries.count))
    for entry in entries {
      if let later = entry.replacedBy {
        #expect(later > entry.number && later <= entries.count, "D\(entry.number) names D\(later)")
      }
    }
    #expect(entries.contains { $0.status.hasPrefix("superseded") })
  }

  @Test func everyEntryReadsInAMinute() throws {
    for entry in try Self.entries() {
      #expect(entry.words <= 200, "D\(entry.number) has \(entry.words) words")
    }
  }
}
