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

extension TourDocTests {
  /// What the hops leave out is said with the code's own names: each type the section names
  /// is declared in the sources, so a rename fails here.
  @Test func theTypesTheTourExplainsExist() throws {
    let tour = try String(contentsOf: RepositoryScript.root.appendingPathComponent("docs/TOUR.md"), encoding: .utf8)
    let section =
      try #require(tour.components(separatedBy: "## What the hops leave out").dropFirst().first)
      .components(separatedBy: "\n## ").first ?? ""
    let names = Set(section.matches(of: /`([A-Z][A-Za-z]+)`/).map { String($0.1) })
    #expect(names.count >= 12, "\(names.sorted())")
    var declared = Set<String>()
    for ring in ["DomainEntities", "BusinessLogic", "ApplicationLogic", "ExternalInterfaces"] {
      let folder = RepositoryScript.root.appendingPathComponent(ring)
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? []
      for case let file as URL in files where file.pathExtension == "swift" {
        let text = try String(contentsOf: file, encoding: .utf8)
        declared.formUnion(
          text.matches(of: /(?:class|struct|protocol|enum|actor|extension) ([A-Z][A-Za-z]+)/).map { String($0.1) })
      }
    }
    for name in names.sorted() {
      #expect(declared.contains(name), "docs/TOUR.md names \(name), which no source declares")
    }
  }
}
