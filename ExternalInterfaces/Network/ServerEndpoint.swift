import BusinessLogic
import Foundation

/// One catalog server as both API kinds use it: a GET whose failures become catalog errors, and
/// a GET whose answer must be a 200 with JSON, read with the project's reader.
struct ServerEndpoint: Sendable {
  let client: HTTPClient
  let sourceName: String

  func get(_ url: URL?) async throws(CatalogSourceError) -> HTTPResponse {
    guard let url else {
      throw .unavailable(source: sourceName, reason: "cannot form a request URL", remedy: "check the URL")
    }
    do {
      return try await client.get(url)
    } catch {
      throw ServerError.from(error, source: sourceName, settings: client.settings)
    }
  }

  func json<Value>(
    _ url: URL?, _ read: (inout JSONReader) throws(JSONReadError) -> Value
  ) async throws(CatalogSourceError) -> Value {
    let response = try await get(url)
    guard response.status == 200 else {
      throw ServerError.from(response, source: sourceName, retries: client.settings.retries)
    }
    return try ServerJSON.read(response.body, source: sourceName, read)
  }

  func page(_ url: URL?) async throws(CatalogSourceError) -> ServerPage {
    let response = try await get(url)
    guard response.status == 200 else {
      throw ServerError.from(response, source: sourceName, retries: client.settings.retries)
    }
    return try ServerPage.read(response.body, source: sourceName)
  }
}
