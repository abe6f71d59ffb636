#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A one-off command's replaced files, freed once it has exited rather than in it (issue 44):
/// a `cat` started apart holds them, reading a pipe whose other end only this process holds.
/// That end closes when this process exits, however it exits; `cat` then reads the end of its
/// input and exits, and the files go with it. The command answers without waiting for the
/// kernel to free 200 MB; their space comes back a moment after the prompt does. Not for a
/// session or a server: they run on after a write, and the files would be held as long.
struct FreedAfterExit: ReplacedFileRelease {
  /// The holder: any program that reads its input to the end and writes nothing else.
  var holder = "/bin/cat"
  /// From this size on (the files together) a holder is worth starting: freeing 16 MB takes
  /// about 3 ms here, starting `cat` under one.
  var minimumBytes = 16 << 20

  func release(_ descriptors: [Int32]) {
    _ = hand(descriptors)
  }

  /// Starts the holder with `descriptors` and closes them here; returns its process and the
  /// end of the pipe whose closing ends it (nil: none started, and the files are freed here).
  /// `release` never closes that end: this process's exit does.
  func hand(_ descriptors: [Int32]) -> (holder: pid_t, end: Int32)? {
    defer { descriptors.forEach { close($0) } }
    guard DetachedProcess.isAvailable, !descriptors.isEmpty, Self.size(of: descriptors) >= minimumBytes
    else { return nil }
    // No later child (a pager, an editor) may hold the end open.
    guard let ends = ClosedOnExecPipe.make() else { return nil }
    let started = DetachedProcess.start(
      holder, name: "cat", arguments: [], environment: [:], input: ends.read, passing: descriptors)
    close(ends.read)
    guard let started else {
      close(ends.write)
      return nil
    }
    #if canImport(Glibc)
      // Below the commands a person is waiting for, as index builds are (`IndexBuildQueue`): the
      // next command may start while the kernel frees the files.
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(started), 10)
    #endif
    return (started, ends.write)
  }

  /// The bytes the files open at `descriptors` hold.
  private static func size(of descriptors: [Int32]) -> Int {
    descriptors.reduce(0) { total, descriptor in
      var status = stat()
      return total + (fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0)
    }
  }
}
