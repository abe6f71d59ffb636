import Foundation
import Testing

@testable import ExternalInterfaces

/// `/openapi.json` says what the router takes: each path it lists is a route, with exactly the
/// methods that route takes; the server publishes it with this program's version.
@Suite struct OpenAPIDocumentTests {
  private func document() throws -> [String: Any] {
    let text = OpenAPIDocument.json(version: "9.8.7")
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func eachPathIsARouteWithTheMethodsItTakes() throws {
    let document = try document()
    #expect(document["openapi"] as? String == "3.1.0")
    #expect((document["info"] as? [String: Any])?["version"] as? String == "9.8.7")
    let paths = try #require(document["paths"] as? [String: [String: Any]])
    #expect(paths.count == 12)
    for (path, item) in paths {
      let target = path.replacingOccurrences(of: "{id}", with: "1").replacingOccurrences(of: "{slug}", with: "beauty")
      let documented = Set(item.keys.filter { $0 != "parameters" }.map { $0.uppercased() })
      guard
        case .failure(.methodNotAllowed(let taken)) = WebRoute.parse(method: "OPTIONS", path: target[...], query: nil)
      else {
        Issue.record("\(path) is no route")
        continue
      }
      #expect(documented == Set(taken).subtracting(["HEAD"]), "\(path)")
    }
  }

  @Test func theServerPublishesItAndNamesItsVersion() async throws {
    let handler = try ServedCatalog().handler()
    let answer = await handler.respond(to: ServedCatalog.request("GET", "/openapi.json"))
    #expect(answer.status == 200)
    let published = try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any]
    #expect((published?["info"] as? [String: Any])?["version"] as? String == CatalogVersion.current)
    let tag = try #require(answer.headers.first { $0.name == "ETag" }?.value)
    let again = await handler.respond(
      to: ServedCatalog.request("GET", "/openapi.json", headers: ["if-none-match": tag]))
    #expect(again.status == 304)
    #expect(await handler.respond(to: ServedCatalog.request("GET", "/openapi.json?x=1")).status == 400)
    #expect(await handler.respond(to: ServedCatalog.request("POST", "/openapi.json")).status == 405)
  }
}
