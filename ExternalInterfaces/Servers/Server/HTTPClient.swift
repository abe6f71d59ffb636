import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Requests to catalog servers, through `PlainHTTPExchange` for `http://` and `TLSExchange`
/// (libcurl, opened when first needed) for `https://`, with a clear `User-Agent`, a time limit,
/// a size limit, a redirect limit decided here for both, and bounded retries of reads the server
/// asks to be retried (429) or fails (500, 502, 503, 504).
///
/// A change is sent once (again only after a 429, which says it was not taken), and follows a
/// redirect only to the same origin with its method kept (307, 308); any other redirect is
/// returned for the caller to refuse. The token goes with changes and with the sign-in's own
/// questions only (catalog reads are anonymous: a token limited to `insert-row` may not even
/// view the table), and only where `ServerCredential` allows.
final class HTTPClient: Sendable {
  let settings: HTTPSettings

  init(settings: HTTPSettings) {
    self.settings = settings
  }

  /// The answer to `GET url`, retried as the settings allow, all within `settings.timeout`
  /// seconds from now: a server that trickles its answer, or asks to be retried later than that,
  /// cannot hold a command longer. Statuses other than those retried are returned for the
  /// caller to interpret.
  func get(_ url: URL) async throws(SourceFailure) -> HTTPResponse {
    try await send(HTTPRequest(.get, url))
  }

  func send(_ request: HTTPRequest) async throws(SourceFailure) -> HTTPResponse {
    let deadline = ContinuousClock.now + .seconds(settings.timeout)
    var attempt = 0
    while true {
      guard !Task.isCancelled else { throw .cancelled }
      var response = try await fetch(request, deadline: deadline)
      if let credential = settings.credential { response = credential.redacting(response) }
      response.attempts = attempt + 1
      let retryable =
        response.status == 429 || (request.isRead && [500, 502, 503, 504].contains(response.status))
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

  /// One answer, after following the redirects `follows` allows, each hop through the exchange
  /// its scheme needs.
  private func fetch(_ request: HTTPRequest, deadline: ContinuousClock.Instant) async throws(SourceFailure)
    -> HTTPResponse
  {
    var current = request.url
    var redirects = 0
    while true {
      let secure = current.scheme?.lowercased() == "https"
      guard secure || current.scheme?.lowercased() == "http" else {
        throw redirects == 0 ? .unusableRequestURL : .redirected(url: current.absoluteString, .unusableRequestURL)
      }
      let target = HTTPRequest(
        request.method, current, body: request.body, carriesCredential: request.carriesCredential)
      let proxy = settings.proxy.proxy(for: current)
      // Never in plain text through a proxy, whatever decided the two (ThisMachine keeps them one);
      // through an `https://` tunnel the proxy relays only encrypted bytes.
      let authorization =
        !request.carriesCredential || (proxy != nil && !secure)
        ? nil : settings.credential?.authorization(for: current)
      let (settings, cancellation) = (settings, CancellationFlag())
      let result = await withTaskCancellationHandler {
        await BackgroundThread.run(priority: .normal) { () -> Result<HTTPResponse, SourceFailure> in
          Result { () throws(SourceFailure) in
            secure
              ? try TLSExchange(settings: settings, deadline: deadline, cancellation: cancellation)
                .perform(target, authorization: authorization, proxy: proxy)
              : try PlainHTTPExchange(settings: settings, deadline: deadline, cancellation: cancellation)
                .perform(target, authorization: authorization, proxy: proxy)
          }
        }
      } onCancel: {
        cancellation.raise()
      }
      let response: HTTPResponse
      switch result {
      case .success(let answer): response = answer
      case .failure(let failure): throw redirects == 0 ? failure : .redirected(url: current.absoluteString, failure)
      }
      guard [301, 302, 303, 307, 308].contains(response.status), let location = response.location,
        let next = URL(string: location, relativeTo: current)?.absoluteURL,
        Self.follows(request.method, from: current, to: next, status: response.status)
      else { return response }
      redirects += 1
      guard redirects <= settings.maximumRedirects else { throw .redirectLoop }
      current = next
    }
  }

  /// Whether a redirect is followed: any for a read; for a change only 307 and 308 (which keep
  /// the method and body) within the origin it was meant for.
  static func follows(_ method: HTTPRequest.Method, from current: URL, to next: URL, status: Int) -> Bool {
    guard method != .get else { return true }
    return (status == 307 || status == 308) && current.scheme?.lowercased() == next.scheme?.lowercased()
      && current.host?.lowercased() == next.host?.lowercased() && current.port == next.port
  }
}
