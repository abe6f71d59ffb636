import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One catalog server as both API kinds use it: a GET whose failures become catalog errors, and
/// a GET whose answer must be a 200 with JSON, read with the project's reader.
struct ServerEndpoint: Sendable {
  let client: HTTPClient
  let sourceName: String

  func get(_ url: URL?) async throws(CatalogSourceError) -> HTTPResponse {
    guard let url else {
      throw .unavailable(source: sourceName, .unusableRequestURL)
    }
    do {
      return try await client.get(url)
    } catch {
      throw ServerError.from(error, source: sourceName, settings: client.settings)
    }
  }

  /// The answer to `GET url` when it is a 200; a JSON 404 becomes `notFound` when one is given
  /// (an HTML 404 is a wrong URL, not a missing product); any other status is an error.
  func ok(_ url: URL?, notFound: CatalogSourceError? = nil) async throws(CatalogSourceError) -> HTTPResponse {
    let response = try await get(url)
    if response.status == 404, response.isJSON, let notFound { throw notFound }
    guard response.status == 200 else {
      throw ServerError.from(response, source: sourceName, settings: client.settings)
    }
    return response
  }

  func json<Value>(
    _ url: URL?, notFound: CatalogSourceError? = nil, _ read: (inout JSONReader) throws(JSONReadError) -> Value
  ) async throws(CatalogSourceError) -> Value {
    try ServerJSON.read(try await ok(url, notFound: notFound).body, source: sourceName, read)
  }

  func page(_ url: URL?, notFound: CatalogSourceError? = nil) async throws(CatalogSourceError) -> ServerPage {
    try ServerPage.read(try await ok(url, notFound: notFound).body, source: sourceName)
  }
}
