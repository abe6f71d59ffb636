import Foundation
import Testing

/// Every `Golden/*.golden` file is one test: run the real binary, compare all it said.
@Suite struct GoldenOutputTests {
  static let cases = (try? GoldenCase.all()) ?? []
  static let updating = ProcessInfo.processInfo.environment["CATALOG_UPDATE_GOLDEN"] == "1"

  @Test func goldenFilesExistAndParse() throws {
    // Guards the parameterised test below against silently running zero cases.
    let parsed = try GoldenCase.all()
    #expect(parsed.count >= 40)
  }

  @Test(arguments: cases)
  func matchesGoldenFile(_ golden: GoldenCase) throws {
    let outcome = try CatalogProcess.run(golden.arguments, environment: golden.environment)
    if Self.updating {
      try Data(golden.serialised(with: outcome).utf8).write(to: golden.url)
      return
    }
    #expect(outcome.status == golden.expected.status, "exit status of \(golden.name)")
    #expect(outcome.stdout == golden.expected.stdout, "stdout of \(golden.name)")
    #expect(outcome.stderr == golden.expected.stderr, "stderr of \(golden.name)")
  }
}
