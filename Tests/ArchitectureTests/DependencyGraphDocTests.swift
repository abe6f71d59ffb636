import Foundation
import Testing

/// docs/ARCHITECTURE.md shows the real target graph: the block between its `dependency-graph`
/// markers must be what `scripts/dependency-graph` prints now.
@Suite struct DependencyGraphDocTests {
  @Test func theDocumentedGraphIsTheDeclaredGraph() throws {
    let root = RepositoryArchitectureTests.suiteFolder.deletingLastPathComponent().deletingLastPathComponent()
    let generated = try Shell.run("python3", [root.appendingPathComponent("scripts/dependency-graph").path])
    let doc = try String(contentsOf: root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    let begin = try #require(doc.range(of: "<!-- dependency-graph:begin -->"))
    let end = try #require(doc.range(of: "<!-- dependency-graph:end -->"))
    let documented = doc[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      documented == generated.trimmingCharacters(in: .whitespacesAndNewlines),
      "docs/ARCHITECTURE.md's graph is stale; run scripts/dependency-graph --write")
    #expect(generated.contains("ExternalInterfaces --> ApplicationLogic"))
  }
}
