import Foundation
import Testing

/// Small types and short functions, measured: no source file over 400 lines, no function over
/// 60. The file of the embedded catalog is generated data, the OpenAPI document is a document
/// (its JSON, checked against the router and by schemathesis), and `JSONReader` is one reader
/// whose parts share one cursor (D60).
@Suite struct SourceSizeTests {
  static let rings = ["DomainEntities", "BusinessLogic", "ApplicationLogic", "ExternalInterfaces"]
  static let exempt = ["EmbeddedCatalogData.swift", "OpenAPIDocument.swift", "JSONReader.swift"]

  /// Every Swift file of the four rings, as (path from the root, lines).
  static func sources() throws -> [(path: String, lines: [Substring])] {
    var found: [(String, [Substring])] = []
    for ring in rings {
      let folder = RepositoryScript.root.appendingPathComponent(ring)
      let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = walker?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let text = try String(contentsOf: file, encoding: .utf8)
        let path = String(file.path.dropFirst(RepositoryScript.root.path.count + 1))
        found.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
      }
    }
    return found
  }

  /// The functions of a file, as (first line, length in lines): from a line declaring one to the
  /// line that closes it at the same indentation (swift-format keeps indentation exact).
  static func functions(in lines: [Substring]) -> [(line: Int, length: Int)] {
    let declaration = try? Regex(#"^(\s*)(@[A-Za-z]+ )*([a-z]+ )*(func |init[?(<]|subscript)"#)
    var found: [(Int, Int)] = []
    for (index, line) in lines.enumerated() {
      guard let declaration, let match = line.prefixMatch(of: declaration) else { continue }
      // A declaration may wrap: its body opens on the first line that ends with a brace, before
      // the next declaration (a protocol's requirements have no body).
      let opening = lines[index...].prefix(6).enumerated().first { offset, text in
        text.hasSuffix("{") || (offset > 0 && text.prefixMatch(of: declaration) != nil)
      }
      guard let opening, opening.element.hasSuffix("{") else { continue }
      let indent = match.output[1].substring ?? ""
      let body = lines[(index + opening.offset + 1)...]
      let close = body.firstIndex { $0 == indent + "}" || $0.hasPrefix(indent + "} ") }
      if let close { found.append((index + 1, close - index + 1)) }
    }
    return found
  }

  @Test func noFileIsLongerThanFourHundredLines() throws {
    let sources = try Self.sources()
    #expect(sources.count > 300)
    for source in sources where !Self.exempt.contains(where: source.path.hasSuffix) {
      #expect(source.lines.count <= 401, "\(source.path) has \(source.lines.count) lines")
    }
  }

  @Test func noFunctionIsLongerThanSixtyLines() throws {
    var measured = 0
    for source in try Self.sources() where !Self.exempt.contains(where: source.path.hasSuffix) {
      for function in Self.functions(in: source.lines) {
        measured += 1
        #expect(function.length <= 60, "\(source.path):\(function.line) is \(function.length) lines long")
      }
    }
    #expect(measured > 1000)
  }

  @Test func theMeasureFindsAFunctionsEnd() {
    let lines: [Substring] = [
      "struct A {", "  func f() {", "    if x {", "    }", "  }", "  init() {", "  }", "  func g(", "    a: Int",
      "  ) {",
      "  }", "}",
    ]
    #expect(Self.functions(in: lines).map(\.length) == [4, 2, 4])
  }
}
