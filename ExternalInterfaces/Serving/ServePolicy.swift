/// What the operator decided when starting `catalog serve`, as the handler checks each request
/// against it.
struct ServePolicy: Sendable {
  /// Host names a request's `Host` may give (lower case, without port): the address listened
  /// on, the loopback names when it is one, and `--allow-host` names. Anything else is a page
  /// elsewhere reaching this server through DNS rebinding.
  var hostNames: Set<String>
  /// `--cors ORIGIN`: the one other origin whose pages may call the API from a browser.
  var corsOrigin: String?
  /// `--read-only`: every write is refused with 405.
  var readOnly = false
  /// Whether writes need a token: with users or a token file they do; without either, only a
  /// server on a loopback address takes writes (from this machine), as json-server does.
  var writes: Writes

  enum Writes: Sendable, Equatable {
    /// A valid token is needed.
    case signedIn
    /// Anyone who can reach the server (a loopback address only).
    case open
    /// No way to sign in, and the server is reachable from elsewhere: writes are refused.
    case refused
  }

  /// Whether `authority` (a `Host` field, parsed) is one this server answers to.
  func serves(_ authority: Authority) -> Bool {
    hostNames.contains(authority.name)
  }

  /// A `Host` field's value, read as RFC 9110 says: a host (a name, an IPv4 address or an IPv6
  /// one in brackets), then at most a colon and a port of digits; nothing else may follow.
  struct Authority: Equatable, Sendable {
    /// In lower case; IPv6 in its brackets.
    let name: String
    let port: Int?

    /// `name:port` as a link to this server writes it.
    var text: String { name + (port.map { ":\($0)" } ?? "") }

    init?(_ value: String) {
      let lowered = value.lowercased()
      let name: Substring
      let rest: Substring
      if lowered.hasPrefix("[") {
        guard let close = lowered.firstIndex(of: "]") else { return nil }
        name = lowered[...close]
        rest = lowered[lowered.index(after: close)...]
        let inside = name.dropFirst().dropLast()
        guard !inside.isEmpty, inside.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return nil }
      } else {
        let colon = lowered.firstIndex(of: ":") ?? lowered.endIndex
        name = lowered[..<colon]
        rest = lowered[colon...]
        guard !name.isEmpty, name.utf8.count <= 253,
          name.unicodeScalars.allSatisfy({
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-._~".unicodeScalars.contains($0))
          })
        else { return nil }
      }
      if rest.isEmpty {
        port = nil
      } else {
        let digits = rest.dropFirst()
        guard rest.first == ":", (1...5).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
          let number = Int(digits), number <= 65_535
        else { return nil }
        port = number
      }
      self.name = String(name)
    }
  }

  /// Whether `address` listens on every address of the machine.
  static func isWildcard(_ address: String) -> Bool {
    ["0.0.0.0", "::", "[::]"].contains(address)
  }

  /// The names a server listening on `address` answers to by default: that address; for a
  /// loopback one, the loopback names; for every address (0.0.0.0), the loopback names and
  /// `machine`, the machine's own addresses, since a client on it may use any of them.
  static func hostNames(listeningOn address: String, loopback: Bool, allowed: [String], machine: [String] = [])
    -> Set<String>
  {
    var names = Set(allowed.map { $0.lowercased() })
    let listened = address.contains(":") && !address.hasPrefix("[") ? "[\(address)]" : address
    names.insert(listened.lowercased())
    if loopback || isWildcard(address) { names.formUnion(["localhost", "127.0.0.1", "[::1]"]) }
    for other in machine { names.insert(other.contains(":") ? "[\(other.lowercased())]" : other.lowercased()) }
    return names
  }
}
