#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's limit on open descriptors, which caps how many connections it can hold: a
/// soft limit of 1,024 (the usual default) is raised, up to the hard limit, to what the server
/// needs, as servers do at start.
enum DescriptorLimit {
  /// Raises the soft limit to `needed` if the hard limit allows; the limit in force afterwards.
  @discardableResult
  static func raise(toAtLeast needed: Int) -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return needed }
    let wanted = rlim_t(needed)
    if limit.rlim_cur < wanted {
      limit.rlim_cur = min(wanted, limit.rlim_max)
      _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
    return current()
  }

  /// The limit in force now.
  static func current() -> Int {
    var limit = rlimit()
    guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return Int(Int32.max) }
    return limit.rlim_cur >= rlim_t(Int32.max) ? Int(Int32.max) : Int(limit.rlim_cur)
  }

  /// The descriptors a server needs beyond its connections: standard streams, the listener,
  /// the wake-up pipe, the catalog and its index, the reserve, the rates and log files.
  static let overhead = 64

  /// The descriptors a server leaves free for what it opens besides connections: a writer's lock
  /// and files, a database's connections, and Dispatch's own reads of `/proc`, without which
  /// its pool's monitor stops the process (SIGILL).
  static let reserve = 16
}
