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

/// One HTTP/1.1 request over a plain TCP connection, for `http://` URLs, with every limit held
/// as the bytes arrive: the idle time between reads, the deadline of the whole exchange, and
/// the size of what is kept. The answer is asked for uncompressed and one that comes compressed
/// anyway is refused at its headers, so nothing is ever inflated (DECISIONS D28).
///
/// (URLSession on Linux could not: libcurl, as it drives it, inflated a gzip answer and read
/// ahead of its delegate with no back-pressure, so a 2 MB answer held 4 GB before a cap could
/// act. `TLSExchange` drives libcurl itself, for `https://`, with neither.)
struct PlainHTTPExchange {
  let settings: HTTPSettings
  let deadline: ContinuousClock.Instant
  /// Raised when nobody wants the answer any more; every wait checks it at least every 50 ms.
  var cancellation = CancellationFlag()

  /// Sends `request` (through `proxy` when one is given, with `authorization` when one is given)
  /// and reads the answer. Blocking: run it off the cooperative pool.
  func perform(_ request: HTTPRequest, authorization: String?, proxy: URL?) throws(SourceFailure) -> HTTPResponse {
    let url = request.url
    guard let host = url.host, !host.isEmpty else { throw .unusableRequestURL }
    let via = proxy ?? url
    guard let viaHost = via.host else { throw .unusableRequestURL }
    let connection = try Connection.open(host: viaHost, port: via.port ?? 80, exchange: self)
    defer { connection.shutDown() }
    let head = self.head(
      for: request, host: host, absoluteForm: proxy != nil, authorization: authorization)
    try connection.sendAll(Array(head.utf8) + (request.body ?? []))
    return try read(from: connection)
  }

  private func head(for request: HTTPRequest, host: String, absoluteForm: Bool, authorization: String?) -> String {
    let url = request.url
    // The path as it travels (percent-encoded), `/` for none.
    let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? ""
    var target = path.isEmpty ? "/" : path
    if let query = url.query { target += "?" + query }
    if absoluteForm { target = url.absoluteString }
    let hostHeader = (host.contains(":") ? "[\(host)]" : host) + (url.port.map { ":\($0)" } ?? "")
    var lines = [
      "\(request.method.rawValue) \(target) HTTP/1.1", "Host: \(hostHeader)", "User-Agent: \(settings.userAgent)",
      "Connection: close",
    ]
    lines += request.headerFields(authorization: authorization)
    if let body = request.body {
      lines.append("Content-Length: \(body.count)")
    } else if !request.isRead {
      lines.append("Content-Length: 0")
    }
    if authorization == nil, let user = url.user {
      let credentials =
        (PercentEncoding.decoded(user) ?? user) + ":" + (url.password.map { PercentEncoding.decoded($0) ?? $0 } ?? "")
      lines.append("Authorization: Basic " + Data(credentials.utf8).base64EncodedString())
    }
    return lines.joined(separator: "\r\n") + "\r\n\r\n"
  }

  private func read(from connection: Connection) throws(SourceFailure) -> HTTPResponse {
    var buffer = ReadBuffer()
    let head = try buffer.head(from: connection)
    var headers: [String: String] = [:]
    let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
    let statusParts = (lines.first ?? "").split(separator: " ", maxSplits: 2)
    guard statusParts.count >= 2, statusParts[0].hasPrefix("HTTP/1."), let status = Int(statusParts[1]),
      (100...599).contains(status)
    else { throw .invalidHTTPAnswer(.notHTTP) }
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingWhitespace()
      // Repeated fields: the first counts, as for JSON members.
      if headers[name] == nil { headers[name] = value }
    }
    if let encoding = headers["content-encoding"], !["", "identity"].contains(encoding.lowercased()) {
      throw .compressedAnswer(encoding: encoding)
    }
    let body: [UInt8]
    if status == 204 || status == 304 || (100..<200).contains(status) {
      body = []
    } else if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
      body = try buffer.chunkedBody(from: connection, limit: settings.maximumBodyBytes)
    } else if let lengthText = headers["content-length"] {
      guard let length = Int(lengthText), length >= 0 else { throw .invalidHTTPAnswer(.invalidLength) }
      guard length <= settings.maximumBodyBytes else { throw .answerTooLarge(limitBytes: settings.maximumBodyBytes) }
      body = try buffer.body(from: connection, length: length)
    } else {
      body = try buffer.bodyUntilClose(from: connection, limit: settings.maximumBodyBytes)
    }
    return HTTPResponse(
      status: status, contentType: headers["content-type"], retryAfter: headers["retry-after"], body: Data(body),
      location: headers["location"])
  }

  /// What has been read but not yet taken, and the reading itself.
  private struct ReadBuffer {
    var bytes: [UInt8] = []
    var start = 0
    static let maximumHeadBytes = 64 << 10

    var available: Int { bytes.count - start }

    mutating func fill(from connection: Connection) throws(SourceFailure) -> Bool {
      if start > 1 << 16 {
        bytes.removeFirst(start)
        start = 0
      }
      return try connection.receive(into: &bytes)
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8> {
      defer { start += count }
      return bytes[start..<(start + count)]
    }

    /// The status line and header fields, up to the blank line.
    mutating func head(from connection: Connection) throws(SourceFailure) -> String {
      while true {
        if let end = firstIndex(of: [13, 10, 13, 10]) {
          let head = String(decoding: take(end - start), as: UTF8.self)
          start += 4
          return head
        }
        guard available <= Self.maximumHeadBytes else { throw .invalidHTTPAnswer(.headerTooLong) }
        guard try fill(from: connection) else {
          throw bytes.isEmpty ? .invalidHTTPAnswer(.closedWithoutAnswer) : .cutOff
        }
      }
    }

    mutating func body(from connection: Connection, length: Int) throws(SourceFailure) -> [UInt8] {
      while available < length {
        guard try fill(from: connection) else { throw .cutOff }
      }
      return Array(take(length))
    }

    mutating func bodyUntilClose(from connection: Connection, limit: Int) throws(SourceFailure) -> [UInt8] {
      while try fill(from: connection) {
        guard available <= limit else { throw .answerTooLarge(limitBytes: limit) }
      }
      return Array(take(available))
    }

    mutating func chunkedBody(from connection: Connection, limit: Int) throws(SourceFailure) -> [UInt8] {
      var body: [UInt8] = []
      while true {
        let sizeLine = try line(from: connection)
        let sizeText = sizeLine.split(separator: ";").first.map(String.init)?.trimmingWhitespace() ?? ""
        guard !sizeText.isEmpty, sizeText.count <= 15, let size = Int(sizeText, radix: 16) else {
          throw .invalidHTTPAnswer(.brokenChunks)
        }
        if size == 0 {
          // Trailer fields, if any, end with a blank line.
          while try !line(from: connection).isEmpty {}
          return body
        }
        guard body.count + size <= limit else { throw .answerTooLarge(limitBytes: limit) }
        body += try self.body(from: connection, length: size)
        guard try line(from: connection).isEmpty else { throw .invalidHTTPAnswer(.brokenChunks) }
      }
    }

    private mutating func line(from connection: Connection) throws(SourceFailure) -> String {
      while true {
        if let end = firstIndex(of: [13, 10]) {
          let line = String(decoding: take(end - start), as: UTF8.self)
          start += 2
          return line
        }
        guard available <= 4096 else { throw .invalidHTTPAnswer(.brokenChunks) }
        guard try fill(from: connection) else { throw .cutOff }
      }
    }

    private func firstIndex(of pattern: [UInt8]) -> Int? {
      guard available >= pattern.count else { return nil }
      var index = start
      while index + pattern.count <= bytes.count {
        if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
        index += 1
      }
      return nil
    }
  }

  /// A connected, non-blocking TCP socket whose every wait is bounded by the exchange's idle
  /// time and deadline.
  private final class Connection {
    let descriptor: Int32
    let exchange: PlainHTTPExchange

    private init(descriptor: Int32, exchange: PlainHTTPExchange) {
      (self.descriptor, self.exchange) = (descriptor, exchange)
    }

    static func open(host: String, port: Int, exchange: PlainHTTPExchange) throws(SourceFailure) -> Connection {
      var hints = addrinfo()
      hints.ai_family = AF_UNSPEC
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
      var found: UnsafeMutablePointer<addrinfo>?
      let status = getaddrinfo(host, String(port), &hints, &found)
      guard status == 0, let first = found else { throw .unknownHost(host) }
      defer { freeaddrinfo(first) }
      var refused = false
      var lastError: Int32 = 0
      var address: UnsafeMutablePointer<addrinfo>? = first
      while let current = address {
        address = current.pointee.ai_next
        let descriptor = socket(current.pointee.ai_family, current.pointee.ai_socktype, current.pointee.ai_protocol)
        guard descriptor >= 0 else { continue }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        let connection = Connection(descriptor: descriptor, exchange: exchange)
        if connect(descriptor, current.pointee.ai_addr, current.pointee.ai_addrlen) == 0 { return connection }
        guard errno == EINPROGRESS else {
          lastError = errno
          refused = refused || errno == ECONNREFUSED
          connection.shutDown()
          continue
        }
        do {
          try connection.wait(for: Int16(POLLOUT))
        } catch {
          connection.shutDown()
          throw error
        }
        var failure: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length)
        if failure == 0 { return connection }
        refused = refused || failure == ECONNREFUSED
        lastError = failure
        connection.shutDown()
      }
      throw refused
        ? .connectionRefused : .connectionFailed(systemError: String(cString: strerror(lastError)).lowercased())
    }

    func shutDown() {
      _ = close(descriptor)
    }

    /// Waits until the socket is ready for `events`, within the idle time and the deadline, in
    /// slices short enough to notice a cancellation.
    func wait(for events: Int16) throws(SourceFailure) {
      let idleEnd = ContinuousClock.now + .seconds(exchange.settings.timeout)
      let end = min(idleEnd, exchange.deadline)
      while true {
        guard !exchange.cancellation.isRaised else { throw .cancelled }
        let left = end - ContinuousClock.now
        let milliseconds = Int64(left / .milliseconds(1))
        guard milliseconds > 0 else { throw .timedOut(seconds: exchange.settings.timeout) }
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        let ready = poll(&entry, 1, Int32(min(milliseconds, 50)))
        if ready == 0 || (ready < 0 && errno == EINTR) { continue }
        guard ready > 0 else { throw .timedOut(seconds: exchange.settings.timeout) }
        return
      }
    }

    func sendAll(_ bytes: [UInt8]) throws(SourceFailure) {
      var sent = 0
      while sent < bytes.count {
        try wait(for: Int16(POLLOUT))
        let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw errno == ECONNREFUSED ? .connectionRefused : .cutOff
        }
        sent += count
      }
    }

    /// Appends what arrives to `bytes`; false at the end of the stream.
    func receive(into bytes: inout [UInt8]) throws(SourceFailure) -> Bool {
      var chunk = [UInt8](repeating: 0, count: 64 << 10)
      while true {
        try wait(for: Int16(POLLIN))
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
          if errno == EINTR || errno == EAGAIN { continue }
          throw errno == ECONNREFUSED ? .connectionRefused : .cutOff
        }
        bytes += chunk[0..<count]
        return count > 0
      }
    }
  }
}
