import Foundation
import Testing

/// docs/TOUR.md names a file and line for every hop: each line must still say what the tour
/// quotes, so a tour that drifts from the code fails here, not in a reader's editor.
@Suite struct TourDocTests {
  struct Hop: CustomStringConvertible {
    let path: String
    let line: Int
    let quote: String
    var description: String { "\(path):\(line)" }
  }

  /// The tour's hops: table rows `| N | \`PATH:LINE\` | \`QUOTE\` | … |`.
  static func hops() throws -> [Hop] {
    let tour = try AddingASceneDocTests.read("docs/TOUR.md")
    let row = /^\| \d+ \| `([^`:]+):(\d+)` \| `(.+?)` \|/
    return tour.split(separator: "\n").compactMap { line in
      (try? row.firstMatch(in: String(line))).flatMap { match in
        Int(match.2).map { Hop(path: String(match.1), line: $0, quote: String(match.3)) }
      }
    }
  }

  @Test func everyHopsLineSaysWhatTheTourQuotes() throws {
    let hops = try Self.hops()
    #expect(hops.count >= 30, "the tour's rows were not found")
    for hop in hops {
      let lines = try AddingASceneDocTests.read(hop.path).split(separator: "\n", omittingEmptySubsequences: false)
      #expect(hop.line >= 1 && hop.line <= lines.count, "\(hop) is past the end of the file")
      guard hop.line >= 1 && hop.line <= lines.count else { continue }
      #expect(lines[hop.line - 1].contains(hop.quote), "\(hop) no longer says \(hop.quote)")
    }
  }

  /// Both patterns' walks, and the README sends teams here first.
  @Test func theTourWalksBothPatternsAndTheReadmePointsToItFirst() throws {
    let hops = try Self.hops()
    for ring in ["BusinessLogic/", "ApplicationLogic/", "ExternalInterfaces/"] {
      #expect(hops.contains { $0.path.hasPrefix(ring + "ListCategories") || $0.path.contains("/ListCategories/") })
      #expect(hops.contains { $0.path.hasPrefix(ring) && $0.path.contains("ProductDetail") })
    }
    let readme = try AddingASceneDocTests.read("README.md")
    let reading = try #require(readme.range(of: "## Where to read next"))
    let firstLink = try #require(readme[reading.upperBound...].range(of: "](docs/"))
    #expect(readme[firstLink.upperBound...].hasPrefix("TOUR.md)"))
  }
}
