import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// The server over real sockets, with a handler that echoes what it was asked: keep-alive,
/// pipelining in order, HEAD, limits in time and in connections, and a graceful stop.
@Suite(.serialized) struct HTTPServerTests {
  /// Answers `METHOD TARGET BODY`; `/slow` works half a second first (on its worker thread, as
  /// real work would: no timer of Swift's shared pool, which other tests may keep busy).
  final class Echo: HTTPHandler {
    let seen = Mutex(0)
    func respond(to request: HTTPServerRequest) async -> HTTPServerResponse {
      seen.withLock { $0 += 1 }
      if request.path == "/slow" { _ = usleep(500_000) }
      let text = "\(request.method) \(request.target) \(String(decoding: request.body, as: UTF8.self))"
      return HTTPServerResponse(status: 200, body: Array(text.utf8))
    }
    func refuse(_ refusal: HTTPRefusal) -> HTTPServerResponse {
      HTTPServerResponse(status: refusal.status, body: Array(refusal.reason.rawValue.utf8))
    }
    func exchangeEnded(_ exchange: HTTPExchange) {}
  }

  private final class Running {
    let server: HTTPServer
    let echo = Echo()
    init(limits: HTTPServerLimits = HTTPServerLimits()) throws {
      let listener = try HTTPListener(host: "127.0.0.1", port: 0)
      server = try HTTPServer(listener: listener, limits: limits)
      server.start(echo)
    }
    var port: Int { server.port }
    func stop() async {
      server.stop()
      await server.ended()
    }
  }

  @Test func keptAliveConnectionsAnswerPipelinedRequestsInOrder() async throws {
    let running = try Running()
    let client = try SocketClient(port: running.port)
    client.send(
      "GET /slow HTTP/1.1\r\nHost: h\r\n\r\nPOST /b HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\n\r\nxyzHEAD /c HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
    )
    let text = client.readAll()
    let slow = try #require(text.range(of: "GET /slow "))
    let post = try #require(text.range(of: "POST /b xyz"))
    #expect(slow.lowerBound < post.lowerBound, "answers out of order")
    #expect(!text.contains("HEAD /c"), "a HEAD answer carried a body")
    #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 4)
    #expect(text.hasSuffix("\r\n\r\n"))
    await running.stop()
  }

  @Test func aRefusedRequestIsAnsweredAndItsConnectionClosed() async throws {
    let running = try Running()
    let client = try SocketClient(port: running.port)
    client.send(
      "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nGET /smuggled HTTP/1.1\r\nHost: h\r\n\r\n"
    )
    let text = client.readAll()
    #expect(text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
    #expect(text.contains("Connection: close"))
    #expect(!text.contains("/smuggled"))
    #expect(running.echo.seen.withLock { $0 } == 0)
    await running.stop()
  }

  @Test func aSlowClientIsTimedOutWhileOthersAreAnswered() async throws {
    let running = try Running(limits: HTTPServerLimits(headSeconds: 0.5, idleSeconds: 0.5))
    let slow = try SocketClient(port: running.port)
    slow.send("GET / HTTP/1.1\r\nHo")
    let other = try SocketClient(port: running.port)
    other.send("GET /fast HTTP/1.1\r\nHost: h\r\n\r\n")
    #expect(other.read(until: { $0.contains("GET /fast") }, seconds: 2).contains("GET /fast"))
    let answer = slow.readAll(seconds: 3)
    #expect(answer.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
    // An idle kept-alive connection is closed without an answer.
    #expect(other.isClosed(within: 3))
    await running.stop()
  }

  @Test func beyondItsConnectionsTheServerSaysWhenToComeBack() async throws {
    let running = try Running(limits: HTTPServerLimits(connections: 2))
    let first = try SocketClient(port: running.port)
    let second = try SocketClient(port: running.port)
    first.send("GET /1 HTTP/1.1\r\nHost: h\r\n\r\n")
    second.send("GET /2 HTTP/1.1\r\nHost: h\r\n\r\n")
    _ = first.read(until: { $0.contains("/1") })
    _ = second.read(until: { $0.contains("/2") })
    let third = try SocketClient(port: running.port)
    let refused = third.readAll(seconds: 3)
    #expect(refused.hasPrefix("HTTP/1.1 503 Service Unavailable\r\n"))
    #expect(refused.contains("Retry-After: 1\r\n"))
    await running.stop()
  }

  @Test func aBodyThatAsksToContinueIsInvitedAndAClientThatLeavesMidBodyIsForgotten() async throws {
    let running = try Running()
    let client = try SocketClient(port: running.port)
    client.send("POST /p HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
    #expect(client.read(until: { $0.contains("100 Continue") }).hasPrefix("HTTP/1.1 100 Continue\r\n\r\n"))
    client.send("abcd")
    #expect(client.read(until: { $0.contains("POST /p abcd") }).contains("POST /p abcd"))
    let leaving = try SocketClient(port: running.port)
    leaving.send("POST /gone HTTP/1.1\r\nHost: h\r\nContent-Length: 100\r\n\r\nhalf")
    _ = consume leaving
    let after = try SocketClient(port: running.port)
    after.send("GET /after HTTP/1.1\r\nHost: h\r\n\r\n")
    #expect(after.read(until: { $0.contains("GET /after") }).contains("GET /after"))
    #expect(running.echo.seen.withLock { $0 } == 2, "a cut-off body reached the handler")
    await running.stop()
  }

  @Test func answersDoNotWaitForABusySharedPool() async throws {
    // Swift's shared pool, every thread of it busy with blocking work for seconds, from before
    // the server starts.
    let blockers = (0..<6).map { _ in Task.detached { _ = usleep(1_000_000) } }
    let running = try Running()
    let client = try SocketClient(port: running.port)
    client.send("GET /while-busy HTTP/1.1\r\nHost: h\r\n\r\n")
    // Well before the pool is free again (three seconds: six blockers on two threads).
    #expect(client.read(until: { $0.contains("GET /while-busy") }, seconds: 2).contains("GET /while-busy"))
    for blocker in blockers { await blocker.value }
    await running.stop()
  }

  @Test func aStopAnswersTheRequestInFlightThenReturns() async throws {
    let running = try Running()
    let client = try SocketClient(port: running.port)
    client.send("GET /slow HTTP/1.1\r\nHost: h\r\n\r\n")
    _ = usleep(100_000)
    running.server.stop()
    // The answer in flight comes whole, and the connection ends with it, long before the 10 s a
    // stop may wait. Timed on the socket: this test's own task may wait for Swift's shared pool.
    let started = Date()
    let text = client.readAll(seconds: 5)
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(text.contains("Connection: close\r\n"))
    await running.server.ended()
    #expect(throws: SocketClient.Failure.self) { try SocketClient(port: running.port) }
  }
}
