import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The server's thread: accepts, reads, times and writes every connection. It is made, used and
/// dropped on that thread only, so its state needs no lock; answers reach it through the
/// server's mailbox.
final class HTTPEventLoop {
  private let server: HTTPServer
  private let listener: HTTPListener
  private let limits: HTTPServerLimits
  private let parser: HTTPRequestParser
  private let wake: Int32
  private let handler: any HTTPHandler
  private var connections: [Int32: HTTPConnection] = [:]
  private var generation = 0
  private var listening = true
  private var stopDeadline: Double?

  init(server: HTTPServer, listener: HTTPListener, limits: HTTPServerLimits, wake: Int32, handler: any HTTPHandler) {
    self.server = server
    self.listener = listener
    self.limits = limits
    self.parser = HTTPRequestParser(limits: limits)
    self.wake = wake
    self.handler = handler
  }

  func run() {
    while true {
      let mail = server.takeMail()
      for answer in mail.answers { deliver(answer.response, to: answer.connection, generation: answer.generation) }
      if mail.stopping, listening { beginStop() }
      if !listening {
        let busy = connections.values.contains { $0.phase != .reading }
        if !busy || Self.now() > stopDeadline ?? 0 { break }
      }
      pollOnce()
      expire()
    }
    for descriptor in Array(connections.keys) { drop(descriptor) }
  }

  // MARK: Polling

  private func pollOnce() {
    var descriptors = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
    if listening { descriptors.append(pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0)) }
    var deadline = stopDeadline ?? .infinity
    for (descriptor, connection) in connections {
      deadline = min(deadline, connection.deadline)
      switch connection.phase {
      case .reading: descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
      case .writing: descriptors.append(pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0))
      case .answering: break
      }
    }
    var wait = deadline.isFinite ? max(0, min(1000, Int32((deadline - Self.now()) * 1000) + 1)) : 1000
    // Answers that came since the mailbox was read are taken at once, without sleeping.
    if !server.mayDoze() { wait = 0 }
    let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
    server.wokeUp()
    guard ready > 0 else { return }
    for entry in descriptors where entry.revents != 0 {
      if entry.fd == wake {
        var drain = [UInt8](repeating: 0, count: 256)
        while read(wake, &drain, drain.count) > 0 {}
      } else if listening, entry.fd == listener.descriptor {
        acceptAll()
      } else if let phase = connections[entry.fd]?.phase {
        if phase == .reading {
          receive(entry.fd)
        } else if phase == .writing {
          send(entry.fd)
        }
      }
    }
  }

  private func acceptAll() {
    while true {
      let descriptor = accept(listener.descriptor, nil, nil)
      guard descriptor >= 0 else { return }
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      var on: Int32 = 1
      setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
      generation += 1
      var connection = HTTPConnection(generation: generation, deadline: Self.now() + limits.idleSeconds)
      connections[descriptor] = connection
      if connections.count > limits.connections {
        connection.closeAfterWrite = true
        connections[descriptor] = connection
        refuse(HTTPRefusal(reason: .serverFull), on: descriptor)
      }
    }
  }

  // MARK: Reading

  private func receive(_ descriptor: Int32) {
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    let count = recv(descriptor, &chunk, chunk.count, 0)
    if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { return drop(descriptor) }
    guard count > 0, var connection = connections[descriptor] else { return }
    connection.input += chunk[..<count]
    connections[descriptor] = connection
    advance(descriptor)
  }

  /// Reads the next request from what has arrived, if it is all there.
  private func advance(_ descriptor: Int32) {
    guard var connection = connections[descriptor], connection.phase == .reading else { return }
    guard !connection.input.isEmpty else { return }
    if connection.started == nil {
      connection.started = Self.now()
      connection.deadline = Self.now() + limits.headSeconds
      connection.sentContinue = false
      connection.readingBody = false
    }
    let outcome: HTTPRequestParser.Outcome
    do {
      outcome = try parser.parse(connection.input[...])
    } catch {
      connections[descriptor] = connection
      return refuse(error, on: descriptor, target: HTTPConnection.requestLine(connection.input))
    }
    switch outcome {
    case .needMore(let head):
      if let head, !connection.readingBody {
        connection.readingBody = true
        connection.deadline = Self.now() + limits.bodySeconds
        if head.expectsContinue, !connection.sentContinue {
          connection.sentContinue = true
          _ = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8).withUnsafeBytes {
            Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
          }
        }
      }
      connections[descriptor] = connection
    case .request(let request, let consumed):
      connection.input.removeFirst(consumed)
      connection.phase = .answering
      connection.request = (request.method, request.target, request.keepAlive)
      connections[descriptor] = connection
      let (server, handler, generation) = (server, handler, connection.generation)
      Task(executorPreference: server.workers) {
        let response = await handler.respond(to: request)
        server.deliver(response, to: descriptor, generation: generation)
      }
    }
  }

  // MARK: Writing

  private func deliver(_ response: HTTPServerResponse, to descriptor: Int32, generation: Int) {
    guard var connection = connections[descriptor], connection.generation == generation,
      connection.phase == .answering, let request = connection.request
    else { return }
    connection.closeAfterWrite = !request.keepAlive || !listening || response.status >= 500 && response.status != 503
    (connection.output, connection.outputBody) = response.wire(
      closing: connection.closeAfterWrite, headOnly: request.method == "HEAD")
    connection.answer = (response.status, response.body.count)
    connection.phase = .writing
    connection.deadline = Self.now() + limits.writeSeconds
    connections[descriptor] = connection
    send(descriptor)
  }

  private func refuse(_ refusal: HTTPRefusal, on descriptor: Int32, target: String? = nil) {
    guard var connection = connections[descriptor] else { return }
    var response = handler.refuse(refusal)
    if refusal.reason == .serverFull { response.field("Retry-After", "1") }
    connection.closeAfterWrite = true
    connection.request = nil
    connection.refusedLine = target
    (connection.output, connection.outputBody) = response.wire(closing: true, headOnly: false)
    connection.answer = (response.status, response.body.count)
    connection.phase = .writing
    connection.deadline = Self.now() + limits.writeSeconds
    connections[descriptor] = connection
    send(descriptor)
  }

  private func send(_ descriptor: Int32) {
    guard var connection = connections[descriptor] else { return }
    let total = connection.output.count + connection.outputBody.count
    while connection.written < total {
      let count = Self.send(connection.output, connection.outputBody, from: connection.written, on: descriptor)
      if count < 0 {
        if errno == EAGAIN || errno == EINTR { break }
        return drop(descriptor)
      }
      connection.written += count
    }
    guard connection.written == total else {
      connections[descriptor] = connection
      return
    }
    log(connection)
    if connection.closeAfterWrite { return drop(descriptor) }
    connection.finishExchange(idleUntil: Self.now() + limits.idleSeconds)
    connections[descriptor] = connection
    // Requests the client sent meanwhile (pipelining) are read now, in order.
    advance(descriptor)
  }

  /// Sends what is left of `head` then `body` in one call (no copy of either); the bytes sent, or
  /// -1 with `errno`. Never raises SIGPIPE.
  private static func send(_ head: [UInt8], _ body: [UInt8], from offset: Int, on descriptor: Int32) -> Int {
    head.withUnsafeBytes { head in
      body.withUnsafeBytes { body in
        var parts: [iovec] = []
        if offset < head.count, let base = head.baseAddress {
          parts.append(iovec(iov_base: UnsafeMutableRawPointer(mutating: base + offset), iov_len: head.count - offset))
        }
        let bodyOffset = max(0, offset - head.count)
        if bodyOffset < body.count, let base = body.baseAddress {
          parts.append(
            iovec(iov_base: UnsafeMutableRawPointer(mutating: base + bodyOffset), iov_len: body.count - bodyOffset))
        }
        return parts.withUnsafeMutableBufferPointer { parts in
          var message = msghdr()
          message.msg_iov = parts.baseAddress
          message.msg_iovlen = parts.count
          return sendmsg(descriptor, &message, Int32(MSG_NOSIGNAL))
        }
      }
    }
  }

  private func log(_ connection: HTTPConnection) {
    guard let answer = connection.answer else { return }
    let line = connection.request.map { ($0.method, $0.target) }
    handler.exchangeEnded(
      HTTPExchange(
        method: line?.0, target: line?.1 ?? connection.refusedLine, status: answer.status, bytes: answer.bytes,
        seconds: connection.started.map { Self.now() - $0 } ?? 0))
  }

  // MARK: Time and endings

  private func expire() {
    let now = Self.now()
    for (descriptor, connection) in connections where connection.deadline <= now {
      switch connection.phase {
      case .reading where connection.input.isEmpty && connection.started == nil: drop(descriptor)
      case .reading: refuse(HTTPRefusal(reason: .tooSlow), on: descriptor)
      case .writing: drop(descriptor)
      case .answering: break
      }
    }
  }

  private func beginStop() {
    listening = false
    close(listener.descriptor)
    stopDeadline = Self.now() + limits.drainSeconds
    for (descriptor, connection) in connections where connection.phase == .reading { drop(descriptor) }
  }

  private func drop(_ descriptor: Int32) {
    guard connections.removeValue(forKey: descriptor) != nil else { return }
    close(descriptor)
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
