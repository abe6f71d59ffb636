#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The IP addresses of this machine's interfaces, as `inet_ntop` writes them: what a server
/// listening on every address may be reached by from the machine itself.
enum MachineAddresses {
  static func all() -> [String] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return [] }
    defer { freeifaddrs(first) }
    var addresses: [String] = []
    var entry = first
    while let current = entry {
      if let address = current.pointee.ifa_addr {
        let family = Int32(address.pointee.sa_family)
        if family == AF_INET || family == AF_INET6 {
          var storage = sockaddr_storage()
          let size = family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size
          withUnsafeMutableBytes(of: &storage) {
            $0.copyMemory(from: UnsafeRawBufferPointer(start: address, count: size))
          }
          let text = ClientAddress.of(storage)
          if text != "?", !text.hasPrefix("fe80") { addresses.append(text) }
        }
      }
      entry = current.pointee.ifa_next
    }
    return addresses
  }
}
