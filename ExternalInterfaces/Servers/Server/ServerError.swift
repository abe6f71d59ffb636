import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turns what the transport and the answer's status say into the catalog errors the use cases
/// report: facts only, with any URL in them redacted (ErrorPresentation has the words).
enum ServerError {
  static func from(_ failure: SourceFailure, source: String, settings: HTTPSettings) -> CatalogSourceError {
    .unavailable(source: source, redacted(failure, settings: settings))
  }

  /// The failure with the time limit filled in and credentials taken out of any URL.
  private static func redacted(_ failure: SourceFailure, settings: HTTPSettings) -> SourceFailure {
    switch failure {
    case .timedOut: .timedOut(seconds: settings.timeout)
    case .redirected(let url, let underlying):
      .redirected(url: ServerURL.redacting(url), redacted(underlying, settings: settings))
    default: failure
    }
  }

  /// An answer with a status the source did not expect.
  static func from(_ response: HTTPResponse, source: String, settings: HTTPSettings) -> CatalogSourceError {
    let status = response.status
    let failure: SourceFailure
    if status == 429 {
      failure = .rateLimited(
        attempts: response.attempts, refusedWait: response.refusedWait, timeLimit: settings.timeout)
    } else if status >= 500 {
      failure = .serverFailed(status: status, attempts: response.attempts)
    } else if !response.isJSON {
      failure = .notCatalogJSON(
        status: status, isHTML: response.contentType?.lowercased().contains("html") ?? false)
    } else {
      failure = .rejected(status: status, serverMessage: ServerMessage.read(from: response.body))
    }
    return .unavailable(source: source, failure)
  }
}
