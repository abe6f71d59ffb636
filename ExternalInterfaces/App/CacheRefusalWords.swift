#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a cache directory is not used, for people, wherever it is said.
extension CacheDirectory.Refusal {
  var reason: String {
    switch self {
    case .notADirectory: "it is not a directory"
    case .symbolicLink: "it is a symbolic link, and the cache is never reached through one"
    case .ownedByAnother(let uid): "it belongs to another user (uid \(uid))"
    case .writableByOthers(let mode): "others can write to it (mode \(String(mode, radix: 8)))"
    case .cannotCreate(let code): String(cString: strerror(code)).lowercased()
    }
  }

  /// What to do, for each reason: only a directory of the user's that others can write is
  /// mended by `chmod`.
  func remedy(for directory: String) -> String {
    let elsewhere = "set CATALOG_CACHE_DIR to a private directory"
    let quoted = TerminalText.quote(directory)
    return switch self {
    case .writableByOthers: "run \"chmod 700 \(quoted)\" if it is yours, or \(elsewhere)"
    case .symbolicLink: "set CATALOG_CACHE_DIR to the directory it points to, or replace the link by a directory"
    case .notADirectory: "move \(quoted) out of the way, or \(elsewhere)"
    case .ownedByAnother: elsewhere + " of your own"
    case .cannotCreate: "check that the path can be made, or " + elsewhere
    }
  }
}
