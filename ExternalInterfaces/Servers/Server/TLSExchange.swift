import BusinessLogic
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One request to an `https://` URL, through libcurl's easy interface (`CurlLibrary`), with the
/// limits `PlainHTTPExchange` holds for `http://`: the deadline of the whole exchange, the size
/// of what is kept (the transfer stops at the cap: libcurl waits for each piece to be taken),
/// nothing inflated (no encoding is asked for, and an answer that comes compressed anyway is
/// refused at its headers), no redirect followed (`HTTPClient` decides those), and a
/// cancellation noticed within a tick of libcurl's progress callback.
struct TLSExchange {
  let settings: HTTPSettings
  let deadline: ContinuousClock.Instant
  var cancellation = CancellationFlag()

  /// Sends `request` (through `proxy`, or directly when nil, whatever the environment says) and
  /// reads the answer. Blocking: run it off the cooperative pool.
  func perform(_ request: HTTPRequest, authorization: String?, proxy: URL?) throws(SourceFailure) -> HTTPResponse {
    guard let host = request.url.host, !host.isEmpty else { throw .unusableRequestURL }
    let curl = try CurlLibrary.open().get()
    guard let handle = curl.initialise() else { throw .transport(detail: "libcurl could not start a transfer") }
    defer { curl.cleanup(handle) }
    let transfer = Transfer(limit: settings.maximumBodyBytes, cancellation: cancellation)
    let context = Unmanaged.passUnretained(transfer).toOpaque()
    var headers: OpaquePointer?
    defer { curl.listFree(headers) }
    // `Expect:` and `Content-Type:` with no value keep libcurl from adding its own.
    var fields = ["Accept: application/json", "Accept-Encoding: identity", "Expect:"]
    fields.append(request.body != nil ? "Content-Type: application/json" : "Content-Type:")
    if let authorization { fields.append("Authorization: " + authorization) }
    for field in fields { headers = curl.listAppend(headers, field) }
    let remaining = ContinuousClock.now.duration(to: deadline)
    let milliseconds = max(
      1, Int(remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000))
    var errorText = [CChar](repeating: 0, count: 256)
    let body = request.body ?? []
    let code: Int32 = request.url.absoluteString.withCString { url in
      settings.userAgent.withCString { agent in
        (proxy?.absoluteString ?? "").withCString { proxyText in
          request.method.rawValue.withCString { method in
            body.withUnsafeBytes { bytes in
              errorText.withUnsafeMutableBufferPointer { buffer in
                var failed = false
                func set(_ option: CurlLibrary.Option, _ value: UnsafeRawPointer?) {
                  failed = failed || curl.setPointer(handle, option.rawValue, value) != 0
                }
                func set(_ option: CurlLibrary.Option, _ value: Int) {
                  failed = failed || curl.setLong(handle, option.rawValue, value) != 0
                }
                set(.url, url)
                set(.protocols, CurlLibrary.httpsOnly)
                set(.redirectProtocols, CurlLibrary.httpsOnly)
                set(.followLocation, 0)
                set(.noSignal, 1)
                set(.userAgent, agent)
                set(.httpHeader, UnsafeRawPointer(headers))
                // The proxy `HTTPProxy` chose, or none: "" keeps libcurl from reading the environment
                // on its own.
                set(.proxy, proxyText)
                set(.timeoutMilliseconds, milliseconds)
                set(.connectTimeoutMilliseconds, milliseconds)
                set(.errorBuffer, buffer.baseAddress)
                set(.writeFunction, unsafeBitCast(Transfer.receiveBody, to: UnsafeRawPointer.self))
                set(.writeData, context)
                set(.headerFunction, unsafeBitCast(Transfer.receiveHeader, to: UnsafeRawPointer.self))
                set(.headerData, context)
                set(.progressFunction, unsafeBitCast(Transfer.progress, to: UnsafeRawPointer.self))
                set(.progressData, context)
                set(.noProgress, 0)
                if let authorities = settings.certificateAuthorities {
                  authorities.withCString { set(.caInfo, $0) }
                }
                if request.method != .get { set(.customRequest, method) }
                if request.body != nil || !request.isRead {
                  set(.postFieldSize, body.count)
                  set(.postFields, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1))
                }
                return failed ? -1 : curl.perform(handle)
              }
            }
          }
        }
      }
    }
    if let failure = transfer.failure { throw failure }
    if code == -1 { throw .transport(detail: "libcurl refused an option") }
    if code == 42 && cancellation.isRaised { throw .cancelled }
    guard code == 0 else {
      let detail = String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw CurlLibrary.failure(code: code, detail: detail, host: host, timeout: settings.timeout)
    }
    var status = 0
    _ = curl.getLong(handle, CurlLibrary.responseCode, &status)
    guard (100...599).contains(status) else { throw .invalidHTTPAnswer(.notHTTP) }
    if let expected = transfer.headers["content-length"].flatMap(Int.init), transfer.body.count < expected {
      throw .cutOff
    }
    return HTTPResponse(
      status: status, contentType: transfer.headers["content-type"], retryAfter: transfer.headers["retry-after"],
      body: Data(transfer.body), location: transfer.headers["location"])
  }

  /// One transfer's state, reached by libcurl's callbacks through their data pointer; used on
  /// the one thread that runs `curl_easy_perform`.
  private final class Transfer {
    let limit: Int
    let cancellation: CancellationFlag
    var body: [UInt8] = []
    /// The final answer's header fields (a proxy's or an interim answer's are forgotten at the
    /// next status line), the first of each name.
    var headers: [String: String] = [:]
    var failure: SourceFailure?

    init(limit: Int, cancellation: CancellationFlag) {
      (self.limit, self.cancellation) = (limit, cancellation)
    }

    static func from(_ pointer: UnsafeMutableRawPointer?) -> Transfer? {
      pointer.map { Unmanaged<Transfer>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Returning less than was given stops the transfer (past the cap, or after a refusal).
    static let receiveBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int =
      { data, size, count, context in
        guard let transfer = Transfer.from(context), let data, transfer.failure == nil else { return 0 }
        let length = size * count
        guard transfer.body.count + length <= transfer.limit else {
          transfer.failure = .answerTooLarge(limitBytes: transfer.limit)
          return 0
        }
        data.withMemoryRebound(to: UInt8.self, capacity: length) {
          transfer.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: length))
        }
        return length
      }

    static let receiveHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int =
      { data, size, count, context in
        guard let transfer = Transfer.from(context), let data else { return 0 }
        let length = size * count
        let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
          String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        if line.hasPrefix("HTTP/") {
          transfer.headers = [:]
          return length
        }
        guard let colon = line.firstIndex(of: ":") else { return length }
        let name = line[..<colon].lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        if transfer.headers[name] == nil { transfer.headers[name] = value }
        if name == "content-encoding", !["", "identity"].contains(value.lowercased()) {
          transfer.failure = .compressedAnswer(encoding: value)
          return 0
        }
        if name == "content-length", let announced = Int(value), announced > transfer.limit {
          transfer.failure = .answerTooLarge(limitBytes: transfer.limit)
          return 0
        }
        return length
      }

    /// Called by libcurl about once a second, and whenever data moves: nonzero stops it.
    static let progress: @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32 = {
      context, _, _, _, _ in
      guard let transfer = Transfer.from(context) else { return 1 }
      return transfer.cancellation.isRaised ? 1 : 0
    }
  }
}
