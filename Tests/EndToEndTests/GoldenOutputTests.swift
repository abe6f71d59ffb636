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
    var directory: URL?
    if !golden.copies.isEmpty {
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
      for copy in golden.copies {
        try FileManager.default.copyItem(
          at: CatalogProcess.packageRoot.appendingPathComponent(copy.from), to: scratch.appendingPathComponent(copy.to))
      }
      directory = scratch
    }
    defer { if let directory { try? FileManager.default.removeItem(at: directory) } }
    let outcome = try CatalogProcess.run(golden.arguments, environment: golden.environment, directory: directory)
    var files: [String: String] = [:]
    for copy in golden.copies {
      guard let directory else { break }
      files[copy.to] = String(decoding: try Data(contentsOf: directory.appendingPathComponent(copy.to)), as: UTF8.self)
    }
    if Self.updating {
      try Data(golden.serialised(with: outcome, files: files).utf8).write(to: golden.url)
      return
    }
    for copy in golden.copies {
      #expect(files[copy.to] == golden.expectedFiles[copy.to], "\(copy.to) after \(golden.name)")
    }
    #expect(outcome.status == golden.expected.status, "exit status of \(golden.name)")
    #expect(outcome.stdout == golden.expected.stdout, "stdout of \(golden.name)")
    #expect(outcome.stderr == golden.expected.stderr, "stderr of \(golden.name)")
  }
}
