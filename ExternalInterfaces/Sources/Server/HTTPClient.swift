import BusinessLogic
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
    configuration.httpAdditionalHeaders = [
      "User-Agent": settings.userAgent, "Accept": "application/json", "Accept-Encoding": "identity",
    ]
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    delegate = SessionDelegate(settings: settings)
    session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
  }

  deinit {
    session.invalidateAndCancel()
  }

  /// The answer to `GET url`, retried as the settings allow, all within `settings.timeout`
  /// seconds from now: a server that trickles its answer, or asks to be retried later than that,
  /// cannot hold a command longer. Statuses other than those retried are returned for the
  /// caller to interpret.
  func get(_ url: URL) async throws(SourceFailure) -> HTTPResponse {
    let deadline = ContinuousClock.now + .seconds(settings.timeout)
    var attempt = 0
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      var response = try await fetch(url, deadline: deadline)
      response.attempts = attempt + 1
      let retryable = response.status == 429 || [500, 502, 503, 504].contains(response.status)
      guard retryable, attempt < settings.retries else { return response }
      let backoff = settings.backoff * Double(1 << attempt)
      let requested = response.retryAfterSeconds
      let wait = min(requested ?? backoff, settings.maximumRetryAfter)
      guard ContinuousClock.now + .seconds(wait) < deadline else {
        response.refusedWait = requested ?? wait
        return response
      }
      do { try await Task.sleep(for: .seconds(wait)) } catch { throw .cancelled }
      attempt += 1
    }
  }

  /// One answer, after following redirects: `http://` through `PlainHTTPExchange`, anything
  /// else through URLSession (which follows its own).
  private func fetch(_ url: URL, deadline: ContinuousClock.Instant) async throws(SourceFailure) -> HTTPResponse {
    var current = url
    var redirects = 0
    while current.scheme?.lowercased() == "http" {
      let exchange = PlainHTTPExchange(settings: settings, deadline: deadline)
      let target = current
      let proxy = settings.proxy.proxy(for: target)
      let result = await withTaskCancellationHandler {
        await BackgroundThread.run(priority: .normal) { () -> Result<HTTPResponse, SourceFailure> in
          Result { () throws(SourceFailure) in try exchange.get(target, proxy: proxy) }
        }
      } onCancel: {
        exchange.cancellation.raise()
      }
      let response: HTTPResponse
      switch result {
      case .success(let answer): response = answer
      case .failure(let failure): throw redirects == 0 ? failure : .redirected(url: target.absoluteString, failure)
      }
      guard [301, 302, 303, 307, 308].contains(response.status), let location = response.location,
        let next = URL(string: location, relativeTo: current)?.absoluteURL
      else { return response }
      redirects += 1
      guard redirects <= settings.maximumRedirects else { throw .redirectLoop }
      current = next
    }
    do {
      return try await fetchWithURLSession(current, deadline: deadline)
    } catch {
      throw redirects == 0 ? error : .redirected(url: current.absoluteString, error)
    }
  }

  private func fetchWithURLSession(_ url: URL, deadline: ContinuousClock.Instant) async throws(SourceFailure)
    -> HTTPResponse
  {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    request.timeoutInterval = settings.timeout
    let task = session.dataTask(with: request)
    let delegate = delegate
    // URLSession's own timeout only bounds the time between two packets; this bounds the whole.
    let expiry = Task {
      try await Task.sleep(until: deadline, clock: .continuous)
      delegate.expire(task)
    }
    defer { expiry.cancel() }
    let result: Result<HTTPResponse, SourceFailure> = await withCheckedContinuation { continuation in
      delegate.register(task, continuation: continuation)
      task.resume()
    }
    return try result.get()
  }
}
