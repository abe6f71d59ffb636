import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// GET requests for catalog sources, through Foundation's URLSession (so `HTTP_PROXY`,
/// `HTTPS_PROXY` and `NO_PROXY` apply as Foundation applies them), with a clear `User-Agent`, a
/// time limit, a size limit, a redirect limit, and bounded retries of reads the server asks to be
/// retried (429) or fails (500, 502, 503, 504).
final class HTTPClient: Sendable {
  let settings: HTTPSettings
  private let session: URLSession
  private let delegate: SessionDelegate

  init(settings: HTTPSettings) {
    self.settings = settings
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = settings.timeout
    configuration.timeoutIntervalForResource = settings.timeout
    configuration.httpAdditionalHeaders = ["User-Agent": settings.userAgent, "Accept": "application/json"]
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    delegate = SessionDelegate(settings: settings)
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// The answer to `GET url`, retried as the settings allow. Statuses other than those retried
  /// are returned for the caller to interpret.
  func get(_ url: URL) async throws(HTTPFailure) -> HTTPResponse {
    var attempt = 0
    while true {
      let response = try await fetch(url)
      let retryable = response.status == 429 || [500, 502, 503, 504].contains(response.status)
      guard retryable, attempt < settings.retries else { return response }
      let backoff = settings.backoff * Double(1 << attempt)
      let requested = response.retryAfter.flatMap(Double.init).map { min(max($0, 0), settings.maximumRetryAfter) }
      try? await Task.sleep(nanoseconds: UInt64((requested ?? backoff) * 1e9))
      attempt += 1
    }
  }

  private func fetch(_ url: URL) async throws(HTTPFailure) -> HTTPResponse {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.timeoutInterval = settings.timeout
    let task = session.dataTask(with: request)
    let result: Result<HTTPResponse, HTTPFailure> = await withCheckedContinuation { continuation in
      delegate.register(task, continuation: continuation)
      task.resume()
    }
    return try result.get()
  }
}
