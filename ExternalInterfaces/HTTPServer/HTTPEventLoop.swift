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
  /// Connections held by each peer address, for `connectionsPerClient`.
  private var perPeer: [String: Int] = [:]
  /// While descriptors ran out, the listener is not polled until then (or until one is freed).
  private var acceptPausedUntil = 0.0
  private var acceptPause = 0.05
  private let reserve = DescriptorReserve()
  /// Where each read lands, made once.
  private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
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
    let accepting = listening && Self.now() >= acceptPausedUntil
    if accepting {
      reserve.retake()
      descriptors.append(pollfd(fd: listener.descriptor, events: Int16(POLLIN), revents: 0))
    }
    var deadline = stopDeadline ?? .infinity
    if listening, !accepting { deadline = min(deadline, acceptPausedUntil) }
    for (descriptor, connection) in connections {
      deadline = min(deadline, connection.deadline)
      switch connection.phase {
      case .reading, .lingering: descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
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
      } else if accepting, entry.fd == listener.descriptor {
        acceptAll()
      } else if let phase = connections[entry.fd]?.phase {
        switch phase {
        case .reading: receive(entry.fd)
        case .writing: send(entry.fd)
        case .lingering: discard(entry.fd)
        case .answering: break
        }
      }
    }
  }

  private func acceptAll() {
    while true {
      var address = sockaddr_storage()
      var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
      let descriptor = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          accept(listener.descriptor, $0, &size)
        }
      }
      guard descriptor >= 0 else {
        if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { outOfDescriptors() }
        return
      }
      acceptPause = 0.05
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      var on: Int32 = 1
      setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
      let peer = ClientAddress.of(address)
      let counted = !limits.trustedProxies.contains(peer)
      if connections.count >= limits.connections || !reserve.admits(descriptor) {
        turnAway(descriptor, HTTPRefusal(reason: .serverFull))
      } else if counted, perPeer[peer, default: 0] >= limits.connectionsPerClient {
        turnAway(descriptor, HTTPRefusal(reason: .clientFull))
      } else {
        generation += 1
        connections[descriptor] = HTTPConnection(
          generation: generation, peer: peer, deadline: Self.now() + limits.idleSeconds, parser: parser)
        if counted { perPeer[peer, default: 0] += 1 }
      }
    }
  }

  /// No descriptor was left for a new connection (what else the process opened took those
  /// kept free): the spare is given up to tell the clients waiting 503, one at a time, and the
  /// listener rests a while (longer each time, up to a second) or until a connection ends,
  /// rather than being polled readable again at once.
  private func outOfDescriptors() {
    if reserve.release() {
      for _ in 0..<64 {
        let descriptor = accept(listener.descriptor, nil, nil)
        guard descriptor >= 0 else { break }
        turnAway(descriptor, HTTPRefusal(reason: .serverFull))
      }
    }
    acceptPausedUntil = Self.now() + acceptPause
    acceptPause = min(1, acceptPause * 2)
  }

  /// A connection answered 503 as it is accepted and closed at once: it never takes a place
  /// among the connections, so clients turned away cannot fill them either.
  private func turnAway(_ descriptor: Int32, _ refusal: HTTPRefusal) {
    var response = handler.refuse(refusal)
    response.field("Retry-After", "1")
    let (head, body) = response.wire(closing: true, headOnly: false)
    _ = Self.send(head, body, from: 0, on: descriptor)
    // What the client sent already is read first: closing on unread bytes would reset the
    // connection, and the answer with it.
    var sink = [UInt8](repeating: 0, count: 4096)
    _ = recv(descriptor, &sink, sink.count, Int32(MSG_DONTWAIT))
    shutdown(descriptor, Int32(SHUT_WR))
    close(descriptor)
    handler.exchangeEnded(
      HTTPExchange(method: nil, target: nil, status: response.status, bytes: response.body.count, seconds: 0))
  }

  // MARK: Reading

  private func receive(_ descriptor: Int32) {
    let count = recv(descriptor, &chunk, chunk.count, 0)
    if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { return drop(descriptor) }
    guard count > 0, let connection = connections[descriptor] else { return }
    connection.input.append(contentsOf: chunk[..<count])
    advance(descriptor)
  }

  /// Reads the next request from what has arrived, if it is all there.
  private func advance(_ descriptor: Int32) {
    guard let connection = connections[descriptor], connection.phase == .reading else { return }
    guard !connection.input.isEmpty else { return }
    if connection.started == nil {
      connection.started = Self.now()
      connection.deadline = Self.now() + limits.headSeconds
      connection.sentContinue = false
      connection.readingBody = false
    }
    let outcome: HTTPRequestParser.Outcome
    do {
      outcome = try connection.reader.read(connection.input[...])
    } catch {
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
    case .request(var request, let consumed):
      connection.input.removeFirst(consumed)
      connection.phase = .answering
      connection.request = (request.method, request.target, request.keepAlive)
      request.client = ClientAddress.resolve(
        peer: connection.peer, forwardedFor: request.headers.filter { $0.name == "x-forwarded-for" }.map(\.value),
        trusted: limits.trustedProxies)
      let (server, handler, generation) = (server, handler, connection.generation)
      Task(executorPreference: server.workers) { [request] in
        let response = await handler.respond(to: request)
        server.deliver(response, to: descriptor, generation: generation)
      }
    }
  }

  /// What a refused client still sends, read and dropped (up to a megabyte) until it closes or
  /// the moment is over.
  private func discard(_ descriptor: Int32) {
    guard let connection = connections[descriptor] else { return }
    let count = recv(descriptor, &chunk, chunk.count, 0)
    if count > 0 { connection.discarded += count }
    if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) || connection.discarded > 1 << 20 {
      drop(descriptor)
    }
  }

  // MARK: Writing

  private func deliver(_ response: HTTPServerResponse, to descriptor: Int32, generation: Int) {
    guard let connection = connections[descriptor], connection.generation == generation,
      connection.phase == .answering, let request = connection.request
    else { return }
    connection.closeAfterWrite = !request.keepAlive || !listening || response.status >= 500 && response.status != 503
    (connection.output, connection.outputBody) = response.wire(
      closing: connection.closeAfterWrite, headOnly: request.method == "HEAD")
    connection.answer = (response.status, response.body.count)
    connection.phase = .writing
    connection.deadline = Self.now() + limits.writeSeconds
    send(descriptor)
  }

  private func refuse(_ refusal: HTTPRefusal, on descriptor: Int32, target: String? = nil) {
    guard let connection = connections[descriptor] else { return }
    let response = handler.refuse(refusal)
    connection.closeAfterWrite = true
    connection.refused = true
    connection.request = nil
    connection.refusedLine = target
    (connection.output, connection.outputBody) = response.wire(closing: true, headOnly: false)
    connection.answer = (response.status, response.body.count)
    connection.phase = .writing
    connection.deadline = Self.now() + limits.writeSeconds
    send(descriptor)
  }

  private func send(_ descriptor: Int32) {
    guard let connection = connections[descriptor] else { return }
    let total = connection.output.count + connection.outputBody.count
    while connection.written < total {
      let count = Self.send(connection.output, connection.outputBody, from: connection.written, on: descriptor)
      if count < 0 {
        if errno == EAGAIN || errno == EINTR { break }
        return drop(descriptor)
      }
      connection.written += count
    }
    guard connection.written == total else { return }
    log(connection)
    // A large answer's memory goes back to the system once it is sent, not kept by the
    // allocator for the next one (four answers of 16 MB otherwise left the server at 180 MiB).
    if total >= Self.largeAnswer {
      (connection.output, connection.outputBody) = ([], [])
      AllocatorTrim.giveBack()
    }
    if connection.closeAfterWrite {
      guard connection.refused || !connection.input.isEmpty else { return drop(descriptor) }
      return linger(descriptor)
    }
    connection.finishExchange(idleUntil: Self.now() + limits.idleSeconds)
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

  /// The answer is out; the client may still be sending what it was refused for. The write
  /// side is shut (the client sees the end of the answer) and what comes is dropped until the
  /// client closes or `lingerSeconds` pass: closing on unread bytes would reset the connection,
  /// and a client still writing would lose the answer it has not read yet.
  private func linger(_ descriptor: Int32) {
    guard let connection = connections[descriptor] else { return }
    shutdown(descriptor, Int32(SHUT_WR))
    connection.phase = .lingering
    connection.deadline = Self.now() + limits.lingerSeconds
    connection.input = []
  }

  private func expire() {
    let now = Self.now()
    for (descriptor, connection) in connections where connection.deadline <= now {
      switch connection.phase {
      case .reading where connection.input.isEmpty && connection.started == nil: drop(descriptor)
      case .reading: refuse(HTTPRefusal(reason: .tooSlow), on: descriptor)
      case .writing, .lingering: drop(descriptor)
      case .answering: break
      }
    }
  }

  private func beginStop() {
    listening = false
    close(listener.descriptor)
    stopDeadline = Self.now() + limits.drainSeconds
    for (descriptor, connection) in connections where connection.phase == .reading || connection.phase == .lingering {
      drop(descriptor)
    }
  }

  private func drop(_ descriptor: Int32) {
    guard let connection = connections.removeValue(forKey: descriptor) else { return }
    close(descriptor)
    if let held = perPeer[connection.peer] { perPeer[connection.peer] = held > 1 ? held - 1 : nil }
    // A descriptor is free again: a listener resting for want of one may accept.
    acceptPausedUntil = 0
  }

  /// From this size up, an answer sent is followed by giving the allocator's free memory back.
  static let largeAnswer = 4 << 20

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
