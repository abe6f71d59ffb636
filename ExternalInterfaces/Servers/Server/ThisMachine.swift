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

/// Whether a URL's host is this machine. One definition serves the two rules that depend on it:
/// a token may go over plain `http` only to this machine, and a request to this machine never
/// goes through a proxy. Were they two, a host one counts and the other does not (`a.localhost`
/// was) would carry the token in plain text through the proxy.
///
/// This machine is `localhost` and any name under it (RFC 6761), with or without the root's
/// trailing dot; 127.0.0.0/8 and 0.0.0.0 in dotted form; and `::1`, `::` and the IPv4-mapped
/// forms of those, however the IPv6 address is spelt.
enum ThisMachine {
  static func isHost(_ host: String) -> Bool {
    var name = host.lowercased()
    if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
    if name.hasSuffix(".") { name = String(name.dropLast()) }
    if name == "localhost" || name.hasSuffix(".localhost") { return true }
    var v4 = in_addr()
    if inet_pton(AF_INET, name, &v4) == 1 { return isLocal(v4: withUnsafeBytes(of: v4) { Array($0) }) }
    var v6 = in6_addr()
    guard inet_pton(AF_INET6, name, &v6) == 1 else { return false }
    let bytes = withUnsafeBytes(of: v6) { Array($0) }
    if bytes[0..<15].allSatisfy({ $0 == 0 }) { return bytes[15] <= 1 }
    let mapped = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
    return mapped && isLocal(v4: Array(bytes[12...]))
  }

  private static func isLocal(v4 bytes: [UInt8]) -> Bool {
    bytes[0] == 127 || bytes.allSatisfy { $0 == 0 }
  }
}
