#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// The rule table is written once, in the guide; the help SARIF carries for each rule is the
  /// same words, so a code-scanning page never says other than the guide.
  @Suite struct RuleCatalogTests {
    /// The guide's rule table: each row's tag, then its "rule" and "fails when" cells.
    static func table() throws -> [String: (checks: String, failsWhen: String)] {
      let text = try String(contentsOf: GuideExampleTests.guide, encoding: .utf8)
      let section = try #require(text.components(separatedBy: "## The rules\n").dropFirst().first)
      var rows: [String: (String, String)] = [:]
      for line in section.components(separatedBy: "\n## ").first?.split(separator: "\n") ?? [] {
        let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
          $0.trimmingCharacters(in: .whitespaces)
        }
        guard cells.count == 5, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { continue }
        rows[String(cells[1].dropFirst().dropLast())] = (cells[2], cells[3])
      }
      return rows
    }

    @Test func everyRulesHelpIsTheGuidesRow() throws {
      let table = try Self.table()
      #expect(Set(table.keys) == Set(RuleCatalog.all.map(\.id)), "the guide's table and the checker's rules differ")
      for rule in RuleCatalog.all {
        let row = try #require(table[rule.id], "\(rule.id) has no row in the guide")
        #expect(rule.checks == row.checks, "\(rule.id): the guide says \"\(row.checks)\"")
        #expect(rule.failsWhen == row.failsWhen, "\(rule.id): the guide says \"\(row.failsWhen)\"")
      }
    }

    @Test func plainHelpHasNoMarkdown() {
      for rule in RuleCatalog.all {
        #expect(!rule.plainHelp.contains("`"), "\(rule.id)")
        #expect(rule.markdownHelp.hasPrefix("**Checks:** "), "\(rule.id)")
      }
    }
  }
#endif
