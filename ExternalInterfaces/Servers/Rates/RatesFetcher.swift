import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Asks a rates service, or reads a rates file, with no memory of earlier answers
/// (`CachedExchangeRateService` keeps those).
struct RatesFetcher: Sendable {
  /// Where the rates are; the standard service's URL is made when first asked for, as most
  /// commands show no money in another currency and parsing a URL is a tenth of `show`'s work.
  var location: RatesLocation { named ?? .standard }
  private let named: RatesLocation?
  /// The settings of its requests (`settings(from:)`); the HTTP client is made only when a
  /// request is sent, so a command that shows no money never starts one.
  let http: HTTPSettings

  /// `location` nil: the standard service.
  init(location: RatesLocation?, http: HTTPSettings) {
    named = location
    self.http = http
  }

  /// Whether the rates come from a server (the standard one does).
  var isRemote: Bool { named?.isRemote ?? true }

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
    do throws(RatesFailure.Reason) {
      switch location {
      case .frankfurter(let url, let version):
        let answer = try await json(at: url.appendingPathComponent(version == .v1 ? "latest" : "rates"))
        return try Self.unreadable { () throws(RatesDefect) in
          try Self.bounded(FrankfurterAnswerDTO(tree: answer).toDomain())
        }
      case .referenceFileURL(let url):
        let body = try await answer(at: url).body
        return try Self.unreadable { () throws(RatesDefect) in
          try Self.bounded(ReferenceFileReader.rates(from: [UInt8](body)))
        }
      case .file(let path):
        return try Self.rates(inFile: path)
      }
    } catch {
      throw RatesFailure(provenance: location.provenance, reason: error)
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
  private static func rates(inFile path: String) throws(RatesFailure.Reason) -> ExchangeRates {
    let data: Data
    do {
      data = try LocalFile(path: path).read(limit: RatesLimits.largestAnswer)
    } catch {
      switch error {
      case .unavailable(_, .streamTooLarge(let limit)): throw .unreadable(.tooLarge(limitBytes: limit))
      case .unavailable(_, let failure): throw .source(failure)
      case .productNotFound, .malformed: throw .unreadable(.noRates)
      }
    }
    let bytes = [UInt8](data)
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    return try unreadable { () throws(RatesDefect) in
      guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
        return try bounded(ReferenceFileReader.rates(from: bytes))
      }
      guard let tree = try? JSONTree.parse(bytes) else { throw .notJSON(status: nil, isHTML: false) }
      return try bounded(FrankfurterAnswerDTO(tree: tree).toDomain())
    }
  }

  /// Rates no larger than a rates service gives.
  private static func bounded(_ rates: ExchangeRates) throws(RatesDefect) -> ExchangeRates {
    guard rates.rates.count <= RatesLimits.mostRates else { throw .tooManyRates(limit: RatesLimits.mostRates) }
    return rates
  }

  /// A defect of what was read, as the reason rates could not be had.
  private static func unreadable<Value>(_ read: () throws(RatesDefect) -> Value) throws(RatesFailure.Reason) -> Value {
    do {
      return try read()
    } catch {
      throw .unreadable(error)
    }
  }

  private func json(at url: URL) async throws(RatesFailure.Reason) -> JSONTree {
    let response = try await answer(at: url)
    guard let tree = try? JSONTree.parse([UInt8](response.body)) else {
      let start = String(decoding: response.body.prefix(512), as: UTF8.self).lowercased()
      throw .unreadable(
        .notJSON(status: response.status, isHTML: start.contains("<html") || start.contains("<!doctype")))
    }
    return tree
  }

  /// A 2xx answer; any other status is the service refusing or failing, said as for a catalog
  /// server.
  private func answer(at url: URL) async throws(RatesFailure.Reason) -> HTTPResponse {
    let response: HTTPResponse
    do {
      response = try await HTTPClient(settings: http).get(url)
    } catch {
      throw .source(error)
    }
    switch response.status {
    case 200..<300:
      // Read in time linear in its size, and that size bounded: a hostile answer costs milliseconds.
      guard response.body.count <= RatesLimits.largestAnswer else {
        throw .unreadable(.tooLarge(limitBytes: RatesLimits.largestAnswer))
      }
      return response
    case 500...: throw .source(.serverFailed(status: response.status, attempts: response.attempts))
    default:
      let message = (try? JSONTree.parse([UInt8](response.body))).flatMap { tree -> String? in
        if case .string(let text)? = tree.member("message") { return text }
        return nil
      }
      throw .source(.rejected(status: response.status, serverMessage: message))
    }
  }
}
