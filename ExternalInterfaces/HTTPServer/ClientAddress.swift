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

/// Who a request comes from, as a server behind a balancer must work it out: the TCP peer,
/// unless the peer is a proxy the operator trusts, whose `X-Forwarded-For` is then read from
/// its right end (the hops it and the other trusted proxies appended) to the first address no
/// trusted proxy owns. Anything further left was written by the client and proves nothing.
enum ClientAddress {
  static func resolve(peer: String, forwardedFor values: [String], trusted: Set<String>) -> String {
    guard trusted.contains(peer) else { return peer }
    let hops = values.flatMap { $0.split(separator: ",") }.map { $0.trimmingOptionalWhitespace() }
    for hop in hops.reversed() {
      guard let address = canonical(hop) else { return peer }
      if !trusted.contains(address) { return address }
    }
    return peer
  }

  /// The address as `inet_ntop` writes it, or nil when `text` is no IP address.
  static func canonical(_ text: String) -> String? {
    let bare = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
    var v4 = in_addr()
    if inet_pton(AF_INET, bare, &v4) == 1 { return ntop(AF_INET, &v4, length: Int(INET_ADDRSTRLEN)) }
    var v6 = in6_addr()
    if inet_pton(AF_INET6, bare, &v6) == 1 { return ntop(AF_INET6, &v6, length: Int(INET6_ADDRSTRLEN)) }
    return nil
  }

  /// The peer of an accepted connection, from the address `accept` filled in.
  static func of(_ storage: sockaddr_storage) -> String {
    var storage = storage
    switch Int32(storage.ss_family) {
    case AF_INET:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { address in
          var bytes = address.pointee.sin_addr
          return ntop(AF_INET, &bytes, length: Int(INET_ADDRSTRLEN)) ?? "?"
        }
      }
    case AF_INET6:
      return withUnsafePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { address in
          var bytes = address.pointee.sin6_addr
          return ntop(AF_INET6, &bytes, length: Int(INET6_ADDRSTRLEN)) ?? "?"
        }
      }
    default:
      return "?"
    }
  }

  private static func ntop(_ family: Int32, _ address: UnsafeRawPointer, length: Int) -> String? {
    var text = [CChar](repeating: 0, count: length + 1)
    guard inet_ntop(family, address, &text, socklen_t(length)) != nil else { return nil }
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
