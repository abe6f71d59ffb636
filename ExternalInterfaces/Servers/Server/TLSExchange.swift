import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
    let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
    errorText.initialize(repeating: 0, count: 256)
    defer { errorText.deallocate() }
    // `Expect:` and `Content-Type:` with no value keep libcurl from adding its own.
    let fields =
      request.headerFields(authorization: authorization) + ["Expect:"] + (request.body == nil ? ["Content-Type:"] : [])
    var headers: OpaquePointer?
    for field in fields { headers = curl.listAppend(headers, field) }
    defer { curl.listFree(headers) }
    var options = Options(curl: curl, handle: handle)
    configure(&options, request, proxy: proxy, headers: headers, errorText: errorText, transfer: transfer)
    guard !options.failed else { throw .transport(detail: "libcurl refused an option") }
    let code = curl.perform(handle)
    if let failure = transfer.failure { throw failure }
    if code == 42 && cancellation.isRaised { throw .cancelled }
    guard code == 0 else {
      throw CurlLibrary.failure(code: code, detail: String(cString: errorText), host: host, timeout: settings.timeout)
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

  /// The transfer's options: https only, no redirect followed, no signals, the deadline, the
  /// proxy `HTTPProxy` chose (or none: "" keeps libcurl from reading the environment itself),
  /// and the callbacks. libcurl copies every string it is given, the body too (`COPYPOSTFIELDS`).
  private func configure(
    _ options: inout Options, _ request: HTTPRequest, proxy: URL?, headers: OpaquePointer?,
    errorText: UnsafeMutablePointer<CChar>, transfer: Transfer
  ) {
    let context = Unmanaged.passUnretained(transfer).toOpaque()
    let remaining = ContinuousClock.now.duration(to: deadline).components
    let milliseconds = max(1, Int(remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000))
    options.set(.url, request.url.absoluteString)
    options.set(.protocols, CurlLibrary.httpsOnly)
    options.set(.redirectProtocols, CurlLibrary.httpsOnly)
    options.set(.followLocation, 0)
    options.set(.noSignal, 1)
    options.set(.userAgent, settings.userAgent)
    options.set(.httpHeader, UnsafeRawPointer(headers))
    options.set(.proxy, proxy?.absoluteString ?? "")
    options.set(.timeoutMilliseconds, milliseconds)
    options.set(.connectTimeoutMilliseconds, milliseconds)
    options.set(.errorBuffer, UnsafeRawPointer(errorText))
    options.set(.writeFunction, unsafeBitCast(Transfer.receiveBody, to: UnsafeRawPointer.self))
    options.set(.writeData, UnsafeRawPointer(context))
    options.set(.headerFunction, unsafeBitCast(Transfer.receiveHeader, to: UnsafeRawPointer.self))
    options.set(.headerData, UnsafeRawPointer(context))
    options.set(.progressFunction, unsafeBitCast(Transfer.progress, to: UnsafeRawPointer.self))
    options.set(.progressData, UnsafeRawPointer(context))
    options.set(.noProgress, 0)
    if let authorities = settings.certificateAuthorities { options.set(.caInfo, authorities) }
    if request.method != .get { options.set(.customRequest, request.method.rawValue) }
    if request.body != nil || !request.isRead {
      let body = request.body ?? []
      options.set(.postFieldSize, body.count)
      body.withUnsafeBytes { options.set(.copyPostFields, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)) }
    }
  }

  /// Options set on one handle, remembering whether libcurl refused any.
  private struct Options {
    let curl: CurlLibrary
    let handle: OpaquePointer
    private(set) var failed = false

    init(curl: CurlLibrary, handle: OpaquePointer) {
      (self.curl, self.handle) = (curl, handle)
    }

    mutating func set(_ option: CurlLibrary.Option, _ value: UnsafeRawPointer?) {
      failed = failed || curl.setPointer(handle, option.rawValue, value) != 0
    }

    mutating func set(_ option: CurlLibrary.Option, _ value: Int) {
      failed = failed || curl.setLong(handle, option.rawValue, value) != 0
    }

    mutating func set(_ option: CurlLibrary.Option, _ text: String) {
      let refused = text.withCString { curl.setPointer(handle, option.rawValue, $0) != 0 }
      failed = failed || refused
    }
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
        let value = line[line.index(after: colon)...].trimmingWhitespace()
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
