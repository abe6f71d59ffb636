#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// The three forms a finding is written in, for editors, scripts and GitHub: each keeps every
  /// field, and no text of a message can break the form (quotes, newlines, `:` and `,`).
  @Suite struct DiagnosticFormatTests {
    let root = URL(fileURLWithPath: "/work/package")
    let findings = [
      Diagnostic(
        file: "Sources/A.swift", line: 3, column: 8, rule: "imports", message: "A imports \"B\", 100%: move it"),
      Diagnostic(
        file: "/elsewhere/rings.json", line: 1, column: 1, rule: "vacuous", message: "two\nlines, and a tab\t"),
    ]

    @Test func textIsTheCompilersFormat() {
      #expect(
        Diagnostic.render(findings, as: .text, root: root, from: root) == """
          Sources/A.swift:3:8: error: [imports] A imports "B", 100%: move it
          /elsewhere/rings.json:1:1: error: [vacuous] two
          lines, and a tab\t
          """)
    }

    @Test func jsonIsAnArrayOfObjectsThatParses() throws {
      let text = Diagnostic.render(findings, as: .json, root: root, from: root)
      let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
      #expect(parsed.count == 2)
      #expect(parsed[0]["file"] as? String == "Sources/A.swift")
      #expect(parsed[0]["line"] as? Int == 3 && parsed[0]["column"] as? Int == 8)
      #expect(parsed[0]["rule"] as? String == "imports" && parsed[0]["severity"] as? String == "error")
      #expect(parsed[0]["message"] as? String == "A imports \"B\", 100%: move it")
      #expect(parsed[1]["message"] as? String == "two\nlines, and a tab\t")
      #expect(Diagnostic.render([], as: .json, root: root, from: root) == "[]")
    }

    @Test func githubAnnotationsEscapeWhatWouldEndAField() {
      #expect(
        Diagnostic.render(findings, as: .github, root: root, from: root).split(separator: "\n") == [
          "::error file=Sources/A.swift,line=3,col=8,title=architecture [imports]::A imports \"B\", 100%25: move it",
          "::error file=/elsewhere/rings.json,line=1,col=1,title=architecture [vacuous]::two%0Alines, and a tab\t",
        ])
    }

    @Test func jsonCarriesTheRemedyRingsEdgeAndSymbolAsFields() throws {
      let finding = Diagnostic(
        file: "Sources/Core/Clock.swift", line: 4, column: 9, rule: "io",
        message:
          "Core uses Date(), a clock (reads the wall clock); Core must do no I/O. Move it behind a port in Core and implement it in App.",
        subject: "Date", rings: ["Core"], symbol: "Date()")
      #expect(finding.message == "Core uses Date(), a clock (reads the wall clock); Core must do no I/O.")
      #expect(finding.remedy == "Move it behind a port in Core and implement it in App.")
      let text = Diagnostic.render([finding], as: .json, root: root, from: root)
      let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
      #expect(parsed[0]["remedy"] as? String == "Move it behind a port in Core and implement it in App.")
      #expect(parsed[0]["rings"] as? [String] == ["Core"])
      #expect(parsed[0]["symbol"] as? String == "Date()")
      #expect(parsed[0]["edge"] is NSNull)
      // The compiler's line still says it all.
      #expect(
        finding.description.hasSuffix("Core must do no I/O. Move it behind a port in Core and implement it in App."))
    }

    @Test func sarifNamesEveryRuleAndFingerprintsWhatAFindingIsAbout() throws {
      let moved = findings.map {
        Diagnostic(
          file: $0.file, line: $0.line + 40, column: $0.column, rule: $0.rule, message: $0.message, subject: $0.subject)
      }
      func parse(_ list: [Diagnostic]) throws -> [String: Any] {
        let text = Diagnostic.render(list, as: .sarif, root: root, from: root)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      }
      let log = try parse(findings)
      #expect(log["version"] as? String == "2.1.0")
      let run = try #require((log["runs"] as? [[String: Any]])?.first)
      let rules = try #require(
        (run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
      #expect(rules.map { $0["id"] as? String } == RuleCatalog.all.map(\.id))
      let graph = try #require(rules.first)
      #expect((graph["help"] as? [String: String])?["text"]?.hasPrefix("Checks: the declared target graph") == true)
      #expect((graph["help"] as? [String: String])?["markdown"] == RuleCatalog.all[0].markdownHelp)
      let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
      #expect(driver["version"] as? String == CheckerVersion.current)
      #expect(driver["semanticVersion"] as? String == CheckerVersion.current)
      let results = try #require(run["results"] as? [[String: Any]])
      #expect(results.map { $0["ruleId"] as? String } == ["imports", "vacuous"])
      #expect(results[0]["ruleIndex"] as? Int == RuleCatalog.index(of: "imports"))
      let location = try #require(
        (results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/A.swift")
      #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
      func fingerprints(_ log: [String: Any]) -> [String] {
        (((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []).compactMap {
          ($0["partialFingerprints"] as? [String: String])?["architectureFinding/v1"]
        }
      }
      #expect(fingerprints(log).count == 2 && Set(fingerprints(log)).count == 2)
      #expect(fingerprints(try parse(moved)) == fingerprints(log), "lines moved, the findings are the same")
    }
  }
#endif
