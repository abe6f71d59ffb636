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

/// A listening TCP socket on one address: an IPv4 or IPv6 literal, or `localhost` (127.0.0.1).
/// Names are not resolved: which address a server listens on is said, never guessed from DNS.
struct HTTPListener: Sendable {
  enum Failure: Error, Equatable {
    /// The host is not an IP address this machine could listen on.
    case notAnAddress(String)
    case portOutOfRange(Int)
    /// The system refused: `errno` of the call that failed (EADDRINUSE, EACCES, …).
    case system(call: String, errno: Int32)
  }

  let descriptor: Int32
  /// The port listened on (the one the system chose, for port 0).
  let port: Int

  init(host: String, port: Int) throws(Failure) {
    guard (0...65_535).contains(port) else { throw .portOutOfRange(port) }
    let address =
      host == "localhost"
      ? "127.0.0.1" : host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    var v4 = sockaddr_in()
    var v6 = sockaddr_in6()
    let family: Int32
    if inet_pton(AF_INET, address, &v4.sin_addr) == 1 {
      family = AF_INET
      v4.sin_family = sa_family_t(AF_INET)
      v4.sin_port = in_port_t(UInt16(port).bigEndian)
    } else if inet_pton(AF_INET6, address, &v6.sin6_addr) == 1 {
      family = AF_INET6
      v6.sin6_family = sa_family_t(AF_INET6)
      v6.sin6_port = in_port_t(UInt16(port).bigEndian)
    } else {
      throw .notAnAddress(host)
    }
    let socket = Glibc.socket(
      family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socket >= 0 else { throw .system(call: "socket", errno: errno) }
    var on: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    if family == AF_INET6 {
      setsockopt(socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
    }
    let bound =
      family == AF_INET
      ? withUnsafePointer(to: &v4) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      : withUnsafePointer(to: &v6) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
        }
      }
    guard bound == 0 else {
      let code = errno
      close(socket)
      throw .system(call: "bind", errno: code)
    }
    guard listen(socket, 511) == 0 else {
      let code = errno
      close(socket)
      throw .system(call: "listen", errno: code)
    }
    var storage = sockaddr_in6()
    var size = socklen_t(MemoryLayout<sockaddr_in6>.size)
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &size) }
    }
    // sin_port and sin6_port sit at the same offset.
    self.port = Int(UInt16(bigEndian: storage.sin6_port))
    self.descriptor = socket
  }

  /// Whether `host` is a loopback address (or `localhost`): only this machine can reach it.
  static func isLoopback(_ host: String) -> Bool {
    let address = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    if address == "localhost" || address == "::1" { return true }
    var v4 = in_addr()
    guard inet_pton(AF_INET, address, &v4) == 1 else { return false }
    return UInt32(bigEndian: v4.s_addr) >> 24 == 127
  }
}
