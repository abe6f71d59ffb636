import BusinessLogic
import DomainEntities
import Foundation

/// Asks a rates service, or reads a rates file, with no memory of earlier answers
/// (`CachedExchangeRateService` keeps those).
struct RatesFetcher: Sendable {
  let location: RatesLocation
  let client: HTTPClient

  /// Rates are a side matter of a catalog command: asked once, without the catalog's long
  /// patience, and never with the catalog server's token.
  static func settings(from catalog: HTTPSettings) -> HTTPSettings {
    var settings = catalog
    settings.credential = nil
    settings.timeout = min(catalog.timeout, 5)
    settings.retries = 1
    return settings
  }

  func latest() async throws(RatesFailure) -> ExchangeRates {
    do {
      switch location {
      case .frankfurter(let url, let version):
        let answer = try await json(at: url.appendingPathComponent(version == .v1 ? "latest" : "rates"))
        return try FrankfurterAnswerDTO(tree: answer).toDomain()
      case .referenceFileURL(let url):
        let response = try await client.get(url)
        try check(response)
        return try ReferenceFileReader.rates(from: [UInt8](response.body))
      case .file(let path):
        return try Self.rates(inFile: path)
      }
    } catch let failure as RatesFailure.Reason {
      throw RatesFailure(provenance: location.provenance, reason: failure)
    } catch let failure as SourceFailure {
      throw RatesFailure(provenance: location.provenance, reason: .source(failure))
    } catch let defect as RatesDefect {
      throw RatesFailure(provenance: location.provenance, reason: .unreadable(defect))
    } catch {
      throw RatesFailure(provenance: location.provenance, reason: .unreadable(.noRates))
    }
  }

  /// The service's names for its currencies; none when it has no list or cannot give it now.
  func names() async -> [CurrencyCode: String] {
    guard case .frankfurter(let url, _) = location,
      let tree = try? await json(at: url.appendingPathComponent("currencies"))
    else { return [:] }
    return FrankfurterAnswerDTO.names(tree)
  }

  /// A rates file: the ECB's XML, or a Frankfurter answer saved as JSON.
  private static func rates(inFile path: String) throws -> ExchangeRates {
    let data: Data
    do {
      data = try LocalFile(path: path).read()
    } catch {
      guard case .unavailable(_, let failure) = error else { throw RatesFailure.Reason.unreadable(.noRates) }
      throw RatesFailure.Reason.source(failure)
    }
    let bytes = [UInt8](data)
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
      guard let tree = try? JSONTree.parse(bytes) else { throw RatesDefect.notJSON(status: 200, isHTML: false) }
      return try FrankfurterAnswerDTO(tree: tree).toDomain()
    }
    return try ReferenceFileReader.rates(from: bytes)
  }

  private func json(at url: URL) async throws -> JSONTree {
    let response: HTTPResponse
    do {
      response = try await client.get(url)
    } catch {
      throw RatesFailure.Reason.source(error)
    }
    try check(response)
    guard let tree = try? JSONTree.parse([UInt8](response.body)) else {
      let start = String(decoding: response.body.prefix(512), as: UTF8.self).lowercased()
      throw RatesDefect.notJSON(status: response.status, isHTML: start.contains("<html") || start.contains("<!doctype"))
    }
    return tree
  }

  /// A status other than 2xx is the service refusing or failing, said as for a catalog server.
  private func check(_ response: HTTPResponse) throws {
    switch response.status {
    case 200..<300: return
    case 500...:
      throw RatesFailure.Reason.source(.serverFailed(status: response.status, attempts: response.attempts))
    default:
      let message = (try? JSONTree.parse([UInt8](response.body))).flatMap { tree -> String? in
        if case .string(let text)? = tree.member("message") { return text }
        return nil
      }
      throw RatesFailure.Reason.source(.rejected(status: response.status, serverMessage: message))
    }
  }
}
