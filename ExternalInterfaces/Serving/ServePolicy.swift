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

  /// Whether `host` (a `Host` field's value) is one this server answers to.
  func serves(host: String) -> Bool {
    hostNames.contains(Self.name(ofHost: host))
  }

  /// The name in a `Host` value: lower case, without the port, IPv6 in brackets kept.
  static func name(ofHost host: String) -> String {
    let lowered = host.lowercased()
    if lowered.hasPrefix("[") {
      return lowered.firstIndex(of: "]").map { String(lowered[...$0]) } ?? lowered
    }
    return String(lowered.prefix { $0 != ":" })
  }

  /// The names a server listening on `address` answers to by default.
  static func hostNames(listeningOn address: String, loopback: Bool, allowed: [String]) -> Set<String> {
    var names = Set(allowed.map { $0.lowercased() })
    let listened = address.contains(":") && !address.hasPrefix("[") ? "[\(address)]" : address
    names.insert(listened.lowercased())
    if loopback { names.formUnion(["localhost", "127.0.0.1", "[::1]"]) }
    return names
  }
}
