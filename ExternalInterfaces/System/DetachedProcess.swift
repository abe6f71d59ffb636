#if canImport(Glibc)
  import Glibc
#endif

/// Starts a program that outlives this one and takes nothing of it: a session of its own (no
/// controlling terminal, so ctrl-c in the shell is not sent to it), standard streams on
/// /dev/null (a pipe this command writes to is not held open by it), no other descriptor, no
/// blocked or ignored signal, and only the environment it is given. As `git gc --auto` runs
/// when it detaches.
enum DetachedProcess {
  /// Whether this system can start one (`start` may still fail).
  static var isAvailable: Bool { ChildProcess.closesOtherDescriptors }

  /// The started process's id, or nil when it could not be started (or this system cannot
  /// close every other descriptor in the child). `name` is what `ps` shows it as.
  static func start(
    _ executable: String, name: String? = nil, arguments: [String], environment: [String: String]
  ) -> pid_t? {
    ChildProcess.spawn(
      executable, name: name, arguments: arguments, environment: environment,
      streams: [.open(0, path: "/dev/null", flags: O_RDWR), .duplicate(0, as: 1), .duplicate(0, as: 2)],
      newSession: true)
  }
}
