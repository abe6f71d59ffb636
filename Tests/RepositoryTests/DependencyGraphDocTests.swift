import Foundation
import Testing

/// docs/ARCHITECTURE.md shows the real target graph: the block between its `dependency-graph`
/// markers must be what `scripts/dependency-graph` prints now.
@Suite struct DependencyGraphDocTests {
  @Test func theDocumentedGraphIsTheDeclaredGraph() throws {
    let generated = try RepositoryScript.run("dependency-graph")
    let doc = try String(
      contentsOf: RepositoryScript.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    let begin = try #require(doc.range(of: "<!-- dependency-graph:begin -->"))
    let end = try #require(doc.range(of: "<!-- dependency-graph:end -->"))
    let documented = doc[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      documented == generated.output.trimmingCharacters(in: .whitespacesAndNewlines),
      "docs/ARCHITECTURE.md's graph is stale; run scripts/dependency-graph --write")
    #expect(generated.output.contains("ExternalInterfaces --> ApplicationLogic"))
  }

  /// The zones of the outer ring as the ring map orders and constrains them.
  @Test func theDocumentedZonesAreTheMapsZones() throws {
    let generated = try RepositoryScript.run("dependency-graph", ["--zones"])
    let doc = try String(
      contentsOf: RepositoryScript.root.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8)
    let begin = try #require(doc.range(of: "<!-- zone-graph:begin -->"))
    let end = try #require(doc.range(of: "<!-- zone-graph:end -->"))
    let documented = doc[begin.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(
      documented == generated.output.trimmingCharacters(in: .whitespacesAndNewlines),
      "docs/ARCHITECTURE.md's zone graph is stale; run scripts/dependency-graph --write")
    #expect(generated.output.contains("Scenes -. never .-x FileStore"))
  }
}
