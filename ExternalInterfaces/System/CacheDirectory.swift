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

/// The directory this program keeps caches in (indexes of large catalogs, exchange rates),
/// trusted only when it is the user's own: a real directory (not a link), owned by the user and
/// writable by nobody else (DECISIONS D29). Whoever keeps a file in it opens the directory here
/// and the file relative to it (`CacheFile`).
struct CacheDirectory: Sendable {
  let path: String

  /// The cache directory the environment names: `CATALOG_CACHE_DIR` (empty turns the cache
  /// off), else `$XDG_CACHE_HOME/catalog`, else `$HOME/.cache/catalog`.
  static func path(environment: [String: String]) -> String? {
    if let chosen = environment["CATALOG_CACHE_DIR"] { return chosen.isEmpty ? nil : chosen }
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/catalog" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.cache/catalog" }
    return nil
  }

  /// Why a cache directory is not used.
  enum Refusal: Error, Equatable {
    case notADirectory
    case symbolicLink
    case ownedByAnother(uid: UInt32)
    case writableByOthers(mode: UInt32)
    case cannotCreate(errno: Int32)
  }

  /// Why the directory, if it exists, may not be used; nil when it may (or does not exist yet:
  /// it is created private when an index is first saved).
  func refusal() -> Refusal? {
    switch openIfPresent() {
    case .success(let descriptor)?:
      close(descriptor)
      return nil
    case .failure(let refusal)?: return refusal
    case nil: return nil
    }
  }

  /// The directory checked and opened when it exists; nil when it does not (nothing is created,
  /// as `openDirectory` would).
  func openIfPresent() -> Result<Int32, Refusal>? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return open()
  }

  /// Checks the directory as it is now (creating it, private, when it is missing), and opens it.
  /// The caller closes the descriptor.
  func open() -> Result<Int32, Refusal> {
    if mkdir(path, 0o700) != 0, errno != EEXIST {
      // A missing parent (`~/.cache`) is made too, as private as the cache itself.
      guard errno == ENOENT,
        (try? FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
      else { return .failure(.cannotCreate(errno: errno)) }
    }
    let descriptor = openDirectory(path)
    guard descriptor >= 0 else {
      let code = errno
      var status = stat()
      if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return .failure(.symbolicLink) }
      return .failure(code == ELOOP || code == ENOTDIR ? .notADirectory : .cannotCreate(errno: code))
    }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR else {
      close(descriptor)
      return .failure(.notADirectory)
    }
    guard status.st_uid == geteuid() else {
      close(descriptor)
      return .failure(.ownedByAnother(uid: status.st_uid))
    }
    guard status.st_mode & 0o022 == 0 else {
      close(descriptor)
      return .failure(.writableByOthers(mode: UInt32(status.st_mode & 0o7777)))
    }
    return .success(descriptor)
  }
}

/// The directory itself, never through a link (at file scope, where `open` is the C function).
private func openDirectory(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
}
