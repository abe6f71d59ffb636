#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

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
  }
#endif
