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
      _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
    return limit.rlim_cur >= rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
  }

  /// The descriptors a server needs beyond its connections: standard streams, the listener,
  /// the wake-up pipe, the catalog and its index, a reserve, the rates and log files.
  static let overhead = 64
}
