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

/// The credentials a person signed in with (`catalog auth login`, issue 30), one member per
/// server origin, in `$XDG_CONFIG_HOME/catalog/hosts.json`, else `~/.config/catalog/hosts.json`,
/// as gh keeps `hosts.yml`. The folder is the user's own and private (0700), the file 0600 and
/// never opened through a link; a change is made under the folder's lock and written atomically
/// (a temporary, fsync, rename, fsync of the folder), so a concurrent login and logout lose
/// nothing, a kill leaves the old file or the new one, and members this program does not know
/// are kept as they were.
struct HostsFile: Sendable {
  let folder: String
  static let name = "hosts.json"
  /// Far more than any person's servers: a larger file is not ours.
  static let largestFile = 1 << 20

  /// Why the file is not used, as facts; the command line words them.
  enum Problem: Error, Equatable {
    case folderIsALink
    case notAFolder
    case ownedByAnother(Part, uid: UInt32)
    case readableByOthers(Part, mode: UInt32)
    case notAFile
    /// Other names (hard links) would keep what a new version of this one drops.
    case hardLinked(links: Int)
    case tooLarge
    /// A change that would make the file larger than `largestFile`: not written, so the file
    /// stays one the reader takes.
    case wouldBeTooLarge
    case notAnObject
    case lockTimedOut
    case system(errno: Int32)
  }

  /// Which of the two a problem is with.
  enum Part: Equatable {
    case folder, file
  }

  /// The folder the environment names: `$XDG_CONFIG_HOME/catalog` (an absolute path), else
  /// `$HOME/.config/catalog`; nil with neither.
  static func folder(environment: [String: String]) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/catalog" }
    if let home = environment["HOME"], home.hasPrefix("/") { return home + "/.config/catalog" }
    return nil
  }

  /// The hosts as kept, members in their order; none when there is no file yet.
  func hosts() -> Result<[JSONTree.Member], Problem> {
    let opened: Int32
    switch openFolder(creating: false) {
    case .success(let folder?): opened = folder
    case .success(nil): return .success([])
    case .failure(let problem): return .failure(problem)
    }
    defer { close(opened) }
    return read(in: opened)
  }

  /// Under the folder's lock: reads the hosts, lets `change` edit them, and writes them back
  /// atomically; what `change` does not touch stays as it was. Nil when it is done, else why not
  /// (the file as it was). `readingUpTo` may let a change read a file larger than is ever kept
  /// (a logout removing what made it so); what it writes is never larger than `largestFile`.
  func update(readingUpTo limit: Int = largestFile, _ change: (inout [JSONTree.Member]) -> Void) -> Problem? {
    let opened: Int32
    switch openFolder(creating: true) {
    case .success(let folder?): opened = folder
    case .success(nil): return .system(errno: ENOENT)
    case .failure(let problem): return problem
    }
    defer { close(opened) }
    guard lock(opened) else { return .lockTimedOut }
    defer { flock(opened, LOCK_UN) }
    var hosts: [JSONTree.Member]
    switch read(in: opened, limit: limit) {
    case .success(let read): hosts = read
    case .failure(let problem): return problem
    }
    change(&hosts)
    removeLeftovers(in: opened)
    var bytes: [UInt8] = []
    JSONStyle.indented.write(.object(hosts), indent: [], into: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    guard bytes.count <= Self.largestFile else { return .wouldBeTooLarge }
    return replace(bytes, in: opened)
  }

  /// The folder, checked: a real folder of the user's that nobody else may enter. Nil when it
  /// does not exist and `creating` is false.
  private func openFolder(creating: Bool) -> Result<Int32?, Problem> {
    var status = stat()
    if lstat(folder, &status) != 0 {
      guard errno == ENOENT else { return .failure(.system(errno: errno)) }
      guard creating else { return .success(nil) }
      // A missing `~/.config` is made too, as private as the folder itself.
      guard
        (try? FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
      else { return .failure(.system(errno: errno)) }
    } else if status.st_mode & S_IFMT == S_IFLNK {
      return .failure(.folderIsALink)
    }
    let descriptor = openDirectory(folder)
    guard descriptor >= 0 else { return .failure(errno == ENOTDIR ? .notAFolder : .system(errno: errno)) }
    guard fstat(descriptor, &status) == 0 else {
      close(descriptor)
      return .failure(.system(errno: errno))
    }
    let problem: Problem? =
      status.st_uid != geteuid()
      ? .ownedByAnother(.folder, uid: status.st_uid)
      : status.st_mode & 0o077 != 0 ? .readableByOthers(.folder, mode: UInt32(status.st_mode & 0o7777)) : nil
    if let problem {
      close(descriptor)
      return .failure(problem)
    }
    return .success(descriptor)
  }

  private func read(in folder: Int32, limit: Int = largestFile) -> Result<[JSONTree.Member], Problem> {
    let descriptor = openat(folder, Self.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      return errno == ENOENT ? .success([]) : .failure(errno == ELOOP ? .notAFile : .system(errno: errno))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .failure(.notAFile) }
    guard status.st_uid == geteuid() else { return .failure(.ownedByAnother(.file, uid: status.st_uid)) }
    guard status.st_mode & 0o077 == 0 else {
      return .failure(.readableByOthers(.file, mode: UInt32(status.st_mode & 0o7777)))
    }
    guard status.st_nlink <= 1 else { return .failure(.hardLinked(links: Int(status.st_nlink))) }
    guard Int(status.st_size) <= limit else { return .failure(.tooLarge) }
    guard let bytes = CacheFile.readAll(descriptor, size: Int(status.st_size)) else {
      return .failure(.system(errno: errno))
    }
    if bytes.allSatisfy(JSONText.isSpace) { return .success([]) }
    guard case .object(let members)? = try? JSONTree.parse(bytes) else { return .failure(.notAnObject) }
    return .success(members)
  }

  /// Waits up to five seconds for the folder's lock, which another login or logout holds only
  /// while it writes.
  private func lock(_ folder: Int32) -> Bool {
    for _ in 0..<500 {
      if flock(folder, LOCK_EX | LOCK_NB) == 0 { return true }
      guard errno == EWOULDBLOCK || errno == EINTR else { return false }
      usleep(10_000)
    }
    return false
  }

  /// The temporaries of writers killed before their rename: under the lock no other writer is
  /// writing one, and each holds the tokens of its moment, which nothing should keep.
  private func removeLeftovers(in folder: Int32) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: self.folder) else { return }
    for name in names where name.hasPrefix(Self.name + ".") && name.hasSuffix(".partial") {
      _ = unlinkat(folder, name, 0)
    }
  }

  private func replace(_ bytes: [UInt8], in folder: Int32) -> Problem? {
    let partial = Self.name + ".\(getpid())-\(String(UInt64.random(in: 1...UInt64.max), radix: 16)).partial"
    let descriptor = openat(folder, partial, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return .system(errno: errno) }
    let written = bytes.withUnsafeBytes { CacheFile.writeAll($0, to: descriptor) } && fsync(descriptor) == 0
    let code = errno
    let closed = close(descriptor) == 0
    guard written, closed, renameat(folder, partial, folder, Self.name) == 0 else {
      let failure = written && closed ? errno : code
      _ = unlinkat(folder, partial, 0)
      return .system(errno: failure)
    }
    _ = fsync(folder)
    return nil
  }
}

/// The folder itself, never through a link (at file scope, where `open` is the C function).
private func openDirectory(_ path: String) -> Int32 {
  open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
}
