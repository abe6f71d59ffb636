#if canImport(Glibc)
  import Glibc
#endif

/// Starts a program that outlives this one and takes nothing of it: a session of its own (no
/// controlling terminal, so ctrl-c in the shell is not sent to it), standard streams on
/// /dev/null (a pipe this command writes to is not held open by it), no descriptor but those it
/// is passed, no blocked or ignored signal, and only the environment it is given. As
/// `git gc --auto` runs when it detaches.
enum DetachedProcess {
  /// Whether this system can start one (`start` may still fail).
  static var isAvailable: Bool { ChildProcess.closesOtherDescriptors }

  /// The started process's id, or nil when it could not be started (or this system cannot
  /// close every other descriptor in the child). `name` is what `ps` shows it as.
  /// `input` is its standard input instead of /dev/null; `passing` are open in it as 3, 4, ….
  static func start(
    _ executable: String, name: String? = nil, arguments: [String], environment: [String: String],
    input: Int32? = nil, passing: [Int32] = []
  ) -> pid_t? {
    // Each given descriptor first gets a number above every target, so that setting 3 cannot
    // close one still to be passed (say 3 going to 4 and 4 to 3).
    let lifted = ([input].compactMap { $0 } + passing).map { fcntl($0, F_DUPFD_CLOEXEC, Int32(3 + passing.count)) }
    defer { lifted.filter { $0 >= 0 }.forEach { close($0) } }
    guard !lifted.contains(where: { $0 < 0 }) else { return nil }
    let liftedInput = input == nil ? nil : lifted.first
    let liftedPassing = input == nil ? lifted : Array(lifted.dropFirst())
    let standard: [ChildProcess.Stream] = [
      liftedInput.map { .duplicate($0, as: 0) } ?? .open(0, path: "/dev/null", flags: O_RDONLY),
      .open(1, path: "/dev/null", flags: O_WRONLY), .duplicate(1, as: 2),
    ]
    return ChildProcess.spawn(
      executable, name: name, arguments: arguments, environment: environment,
      streams: standard + liftedPassing.enumerated().map { .duplicate($0.element, as: 3 + Int32($0.offset)) },
      kept: Int32(passing.count), newSession: true)
  }
}
