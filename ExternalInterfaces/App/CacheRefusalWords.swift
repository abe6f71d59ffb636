#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a cache directory is not used, for people, wherever it is said.
extension CatalogIndexStore.Refusal {
  var reason: String {
    switch self {
    case .notADirectory: "it is not a directory (or is a symbolic link)"
    case .ownedByAnother(let uid): "it belongs to another user (uid \(uid))"
    case .writableByOthers(let mode): "others can write to it (mode \(String(mode, radix: 8)))"
    case .cannotCreate(let code): String(cString: strerror(code)).lowercased()
    }
  }

  func remedy(for directory: String) -> String {
    "run \"chmod 700 \(TerminalText.quote(directory))\" if it is yours, or set CATALOG_CACHE_DIR to a private directory"
  }
}
