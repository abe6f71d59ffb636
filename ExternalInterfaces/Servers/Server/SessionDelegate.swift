import BusinessLogic
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Collects each task's answer, enforcing the size and redirect limits as the bytes arrive, and
/// resumes the waiting request exactly once.
final class SessionDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // @unchecked: URLSession calls a delegate from its own serial queue; the only state, the
  // table of tasks in flight, is read and written under `lock` from that queue and from
  // `register`.
  private struct Pending {
    let continuation: CheckedContinuation<Result<HTTPResponse, SourceFailure>, Never>
    var body = Data()
    var redirects = 0
    var failure: SourceFailure?
    /// Where the last redirect pointed, so a failure there is not blamed on the first server.
    var redirectedTo: URL?
  }

  private let settings: HTTPSettings
  private let lock = NSLock()
  private var pending: [Int: Pending] = [:]

  init(settings: HTTPSettings) {
    self.settings = settings
  }

  func register(
    _ task: URLSessionTask, continuation: CheckedContinuation<Result<HTTPResponse, SourceFailure>, Never>
  ) {
    lock.withLock { pending[task.taskIdentifier] = Pending(continuation: continuation) }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    if let http = response as? HTTPURLResponse, let encoding = http.value(forHTTPHeaderField: "Content-Encoding"),
      encoding.lowercased() != "identity"
    {
      fail(dataTask, .compressedAnswer(encoding: encoding))
      completionHandler(.cancel)
      dataTask.cancel()
      return
    }
    if response.expectedContentLength > Int64(settings.maximumBodyBytes) {
      fail(dataTask, .answerTooLarge(limitBytes: settings.maximumBodyBytes))
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  /// Ends a request that ran out of time, whatever it was doing.
  func expire(_ task: URLSessionTask) {
    let expired = lock.withLock { () -> Bool in
      guard var entry = pending[task.taskIdentifier] else { return false }
      entry.failure = entry.failure ?? .timedOut(seconds: settings.timeout)
      pending[task.taskIdentifier] = entry
      return true
    }
    if expired { task.cancel() }
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge = lock.withLock { () -> Bool in
      // Nothing more is kept once the answer has failed or would pass the cap.
      guard var entry = pending[dataTask.taskIdentifier], entry.failure == nil else { return false }
      guard entry.body.count + data.count <= settings.maximumBodyBytes else { return true }
      pending[dataTask.taskIdentifier] = nil
      entry.body.append(data)
      pending[dataTask.taskIdentifier] = entry
      return false
    }
    if tooLarge {
      fail(dataTask, .answerTooLarge(limitBytes: settings.maximumBodyBytes))
      dataTask.cancel()
    }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
  ) {
    let count = lock.withLock { () -> Int in
      pending[task.taskIdentifier]?.redirects += 1
      pending[task.taskIdentifier]?.redirectedTo = request.url
      return pending[task.taskIdentifier]?.redirects ?? 0
    }
    if count > settings.maximumRedirects {
      fail(task, .redirectLoop)
      completionHandler(nil)
      task.cancel()
      return
    }
    let method = HTTPRequest.Method(rawValue: task.originalRequest?.httpMethod ?? "GET") ?? .get
    guard let from = response.url, let to = request.url,
      HTTPClient.follows(method, from: from, to: to, status: response.statusCode)
    else {
      // Not followed: the redirect itself is the answer, for the caller to refuse.
      completionHandler(nil)
      return
    }
    // The token is decided again for the new address: another origin never gets it.
    var next = request
    next.setValue(
      method == .get ? nil : settings.credential?.authorization(for: to), forHTTPHeaderField: "Authorization")
    completionHandler(next)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    guard let entry = lock.withLock({ pending.removeValue(forKey: task.taskIdentifier) }) else { return }
    if let failure = entry.failure {
      entry.continuation.resume(returning: .failure(failure))
      return
    }
    if let error {
      var failure = Self.failure(for: error, url: entry.redirectedTo ?? task.originalRequest?.url)
      // A body shorter than its Content-Length: libcurl says so only in words, so count instead.
      if case .transport = failure, let expected = task.response?.expectedContentLength, expected > 0,
        Int64(entry.body.count) < expected
      {
        failure = .cutOff
      }
      guard let target = entry.redirectedTo else {
        entry.continuation.resume(returning: .failure(failure))
        return
      }
      entry.continuation.resume(returning: .failure(.redirected(url: target.absoluteString, failure)))
      return
    }
    guard let http = task.response as? HTTPURLResponse else {
      entry.continuation.resume(returning: .failure(.invalidHTTPAnswer(.notHTTP)))
      return
    }
    if http.expectedContentLength > 0, Int64(entry.body.count) < http.expectedContentLength {
      entry.continuation.resume(returning: .failure(.cutOff))
      return
    }
    entry.continuation.resume(
      returning: .success(
        HTTPResponse(
          status: http.statusCode, contentType: http.value(forHTTPHeaderField: "Content-Type"),
          retryAfter: http.value(forHTTPHeaderField: "Retry-After"), body: entry.body)))
  }

  private func fail(_ task: URLSessionTask, _ failure: SourceFailure) {
    lock.withLock { pending[task.taskIdentifier]?.failure = failure }
  }

  private static func failure(for error: any Error, url: URL?) -> SourceFailure {
    guard let error = error as? URLError else { return .transport(detail: String(describing: error)) }
    switch error.code {
    case .cannotConnectToHost: return .connectionRefused
    case .cannotFindHost, .dnsLookupFailed: return .unknownHost(url?.host ?? "")
    case .timedOut: return .timedOut(seconds: 0)
    case .httpTooManyRedirects, .redirectToNonExistentLocation: return .redirectLoop
    case .networkConnectionLost: return .cutOff
    case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
      .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
      return .secureConnectionFailed(detail: error.localizedDescription)
    default: return .transport(detail: error.localizedDescription)
    }
  }
}
