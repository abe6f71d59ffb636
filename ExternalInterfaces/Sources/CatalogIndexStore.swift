import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the index of each large catalog file in a cache directory between commands, so that
/// only the first command on a file reads all of it. An index names the version of the file it
/// describes (`FileIdentity`); a file that changed simply has no index until it is read again.
/// Everything here is best effort: a cache that cannot be read or written is no cache.
struct CatalogIndexStore: Sendable {
  /// Below this a scan takes a few milliseconds and an index is not worth a file.
  static let defaultMinimumCatalogSize = 8 << 20

  let directory: String
  var minimumCatalogSize = Self.defaultMinimumCatalogSize

  init(directory: String, minimumCatalogSize: Int = Self.defaultMinimumCatalogSize) {
    self.directory = directory
    self.minimumCatalogSize = minimumCatalogSize
  }

  /// The cache directory the environment names: `CATALOG_CACHE_DIR` (empty turns the cache
  /// off), else `$XDG_CACHE_HOME/catalog`, else `$HOME/.cache/catalog`.
  static func directory(environment: [String: String]) -> String? {
    if let chosen = environment["CATALOG_CACHE_DIR"] { return chosen.isEmpty ? nil : chosen }
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/catalog" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/catalog" }
    return nil
  }

  func load(for path: String, identity: FileIdentity) -> CatalogIndex? {
    guard let file = try? CatalogBytes(path: location(for: path)) else { return nil }
    return withExtendedLifetime(file) {
      CatalogIndexFile.decode(UnsafeRawBufferPointer(file.buffer), identity: identity, fileSize: Int(identity.size))
    }
  }

  /// Writes beside the final name and renames, so a reader never sees half an index.
  func save(_ index: CatalogIndex, for path: String, identity: FileIdentity) {
    let target = location(for: path)
    let partial = target + ".\(getpid()).partial"
    guard
      (try? FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
    else { return }
    let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let complete = CatalogIndexFile.encode(index, identity: identity) { chunk in
      var written = 0
      while written < chunk.count {
        let count = write(descriptor, chunk.baseAddress.map { $0 + written }, chunk.count - written)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { return false }
        written += count
      }
      return true
    }
    let closed = close(descriptor) == 0
    if !complete || !closed || rename(partial, target) != 0 { _ = unlink(partial) }
  }

  /// One file per catalog path (resolved, so two spellings of a path share it).
  func location(for path: String) -> String {
    let resolved = realpath(path, nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (resolved ?? path).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return directory + "/index-" + String(hash, radix: 16) + ".bin"
  }
}
