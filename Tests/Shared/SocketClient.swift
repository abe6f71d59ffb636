import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A raw TCP client for the server's tests (linked into ExternalInterfacesTests and
/// EndToEndTests): sends exact bytes, reads what comes back.
final class SocketClient {
  let descriptor: Int32

  /// A connection to `port` on 127.0.0.1, from `source` (another loopback address stands for
  /// another client) or from whatever address the system picks.
  init(port: Int, from source: String? = nil) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    if let source, Self.withAddress(source, port: 0, { bind(socket, $0, $1) }) != 0 {
      close(socket)
      throw Failure(description: "bind \(source): \(String(cString: strerror(errno)))")
    }
    guard Self.withAddress("127.0.0.1", port: port, { connect(socket, $0, $1) }) == 0 else {
      close(socket)
      throw Failure(description: "connect: \(String(cString: strerror(errno)))")
    }
    descriptor = socket
  }

  /// `call` given the IPv4 address `host`:`port` and its size.
  private static func withAddress(
    _ host: String, port: Int, _ call: (UnsafePointer<sockaddr>, socklen_t) -> Int32
  ) -> Int32 {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr(host)
    return withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
  }

  deinit { close(descriptor) }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  @discardableResult
  func send(_ text: String) -> Bool {
    send(Array(text.utf8))
  }

  /// Whether every byte was sent (false when the server reset or closed the connection first).
  @discardableResult
  func send(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { return false }
      offset += count
    }
    return true
  }

  /// Everything that arrives until the server closes, or `seconds` pass.
  func readAll(seconds: Double = 5) -> String {
    read(until: { _ in false }, seconds: seconds)
  }

  /// What arrives until `done` says it is enough, the server closes, or `seconds` pass.
  func read(until done: (String) -> Bool, seconds: Double = 5) -> String {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 50) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count <= 0 { break }
      bytes += chunk[..<count]
      if done(String(decoding: bytes, as: UTF8.self)) { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether bytes have arrived (within `seconds`), without reading them.
  func awaitsReading(within seconds: Double) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, Int32(seconds * 1000)) > 0
  }

  /// Whether the server has closed the connection (within `seconds`).
  func isClosed(within seconds: Double) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      if poll(&entry, 1, 50) > 0 {
        var byte: UInt8 = 0
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK))
        if count <= 0 { return true }
        var sink = [UInt8](repeating: 0, count: 65_536)
        _ = recv(descriptor, &sink, sink.count, 0)
      }
    }
    return false
  }
}

extension SocketClient {
  /// An answer as a test reads it.
  struct Answer {
    let status: Int
    let head: String
    let body: String

    func header(_ name: String) -> String? {
      head.split(separator: "\r\n").dropFirst().first { $0.lowercased().hasPrefix(name.lowercased() + ":") }
        .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
    }

    var json: Any? {
      try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed])
    }
  }

  /// One request on a connection of its own, closed after the answer.
  static func exchange(
    port: Int, _ method: String, _ target: String, headers: [String: String] = [:], body: String? = nil,
    seconds: Double = 10
  ) throws -> Answer {
    let client = try SocketClient(port: port)
    var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
    if let body {
      if headers["Content-Type"] == nil { text += "Content-Type: application/json\r\n" }
      text += "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    } else {
      text += "\r\n"
    }
    client.send(text)
    return parse(client.readAll(seconds: seconds))
  }

  static func parse(_ text: String) -> Answer {
    let parts = text.components(separatedBy: "\r\n\r\n")
    let head = parts.first ?? ""
    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return Answer(status: status, head: head, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
  }
}
