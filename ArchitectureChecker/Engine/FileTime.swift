#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// When a file last changed, by one `stat`: a check asks it of every source and its build
/// products, and Foundation's `attributesOfItem` built a dictionary of twenty attributes each time.
enum FileTime {
  /// Seconds since 1970, to the nanosecond the file system keeps; nil for no such file.
  static func modified(_ path: String) -> Double? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    #if canImport(Darwin)
      let time = status.st_mtimespec
    #else
      let time = status.st_mtim
    #endif
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
