import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program this one starts: the editor, the pager, the link opener, a detached index build.
/// It starts with every signal at its default and none blocked (what this process ignores, such
/// as SIGINT under a pager, is not passed on), with only the standard streams open where this
/// system can close the rest, and it is waited for in the kernel (`waitpid`), never by polling.
enum ChildProcess {
  /// What the child's descriptors are set to before it runs, in order.
  enum Stream {
    case open(Int32, path: String, flags: Int32)
    case duplicate(Int32, as: Int32)
  }

  enum Ending: Equatable, Sendable {
    case exited(Int32)
    case signaled(Int32)

    /// As a shell reports it: the status, or 128 plus the signal.
    var status: Int32 {
      switch self {
      case .exited(let status): status
      case .signaled(let number): 128 + number
      }
    }
  }

  /// The started child's id, or nil when it could not be started. `name` is what `ps` shows.
  /// `kept` descriptors, set by `streams` past the standard three, stay open in the child.
  static func spawn(
    _ executable: String, name: String? = nil, arguments: [String], environment: [String: String],
    streams: [Stream] = [], kept: Int32 = 0, newSession: Bool = false
  ) -> pid_t? {
    var attributes = posix_spawnattr_t()
    guard posix_spawnattr_init(&attributes) == 0 else { return nil }
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    let sessionFlag = newSession ? Self.newSessionFlag : 0
    posix_spawnattr_setflags(&attributes, Int16(sessionFlag | Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)))
    var actions = posix_spawn_file_actions_t()
    guard posix_spawn_file_actions_init(&actions) == 0 else { return nil }
    defer { posix_spawn_file_actions_destroy(&actions) }
    for stream in streams {
      let result: Int32
      switch stream {
      case .open(let descriptor, let path, let flags):
        result = posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
      case .duplicate(let source, let target):
        result = posix_spawn_file_actions_adddup2(&actions, source, target)
      }
      guard result == 0 else { return nil }
    }
    if newSession {
      // A detached child must hold nothing of this one open; without closefrom it is not started.
      guard let closeFrom = Self.closeFrom, closeFrom(&actions, 3 + kept) == 0 else { return nil }
    } else if let closeFrom = Self.closeFrom {
      _ = closeFrom(&actions, 3 + kept)
    }
    let argv = ([name ?? executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
    return pid
  }

  /// Whether a child can be started holding only its standard streams.
  static var closesOtherDescriptors: Bool { closeFrom != nil }

  /// Waits for `pid` to end, blocked in the kernel.
  static func wait(_ pid: pid_t) -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .exited(127) }
    }
    return ending(status)
  }

  /// Starts a program that has the terminal (an editor) and waits for it, as git waits for its
  /// editor: SIGINT and SIGQUIT are for the child, which shares the terminal, so this process
  /// ignores them meanwhile; SIGTERM and SIGHUP sent to this process are passed on to the
  /// child, waited out, and answered as `interruption`, so the caller can clean up and then die
  /// of that signal. Nil when it could not be started.
  static func runInForeground(
    _ executable: String, arguments: [String], environment: [String: String]
  ) -> (ending: Ending, interruption: Int32?)? {
    Forwarding.child.store(0, ordering: .sequentiallyConsistent)
    Forwarding.received.store(0, ordering: .sequentiallyConsistent)
    var passOn = sigaction()
    passOn.__sigaction_handler.sa_handler = { number in
      Forwarding.received.store(number, ordering: .sequentiallyConsistent)
      let child = Forwarding.child.load(ordering: .sequentiallyConsistent)
      if child > 0 { kill(child, number) }
    }
    sigemptyset(&passOn.sa_mask)
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    let handled: [(Int32, sigaction)] = [(SIGTERM, passOn), (SIGHUP, passOn), (SIGINT, ignore), (SIGQUIT, ignore)]
    var previous: [Int32: sigaction] = [:]
    var mask = sigset_t()
    sigemptyset(&mask)
    for (number, action) in handled {
      var action = action
      var old = sigaction()
      sigaction(number, &action, &old)
      previous[number] = old
      sigaddset(&mask, number)
    }
    // A full-screen session has these blocked for dispatch to read; here they come to this thread.
    var oldMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &mask, &oldMask)
    defer {
      pthread_sigmask(SIG_SETMASK, &oldMask, nil)
      for (number, var old) in previous { sigaction(number, &old, nil) }
    }
    guard let pid = spawn(executable, arguments: arguments, environment: environment) else { return nil }
    Forwarding.child.store(pid, ordering: .sequentiallyConsistent)
    // A signal that came between the handlers and the child's id is passed on now.
    let early = Forwarding.received.load(ordering: .sequentiallyConsistent)
    if early != 0 { kill(pid, early) }
    let ending = wait(pid)
    Forwarding.child.store(0, ordering: .sequentiallyConsistent)
    let received = Forwarding.received.load(ordering: .sequentiallyConsistent)
    if received != 0 { return (ending, received) }
    if case .signaled(let number) = ending, number == SIGINT || number == SIGQUIT { return (ending, number) }
    return (ending, nil)
  }

  private static func ending(_ status: Int32) -> Ending {
    let signal = status & 0x7F
    return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
  }

  /// What the signal handler shares with the waiting code: atomics, the only state a handler
  /// may touch.
  private enum Forwarding {
    static let child = Atomic<pid_t>(0)
    static let received = Atomic<Int32>(0)
  }

  #if canImport(Glibc)
    // glibc (2.26 and later) declares these only for _GNU_SOURCE, which Swift's Glibc module is
    // not built with: the flag's value is glibc's, and the function is looked up when first
    // needed (glibc 2.34 and later).
    private static let newSessionFlag = Int32(0x80)
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom = DynamicLibrary.linkedSymbol(
      "posix_spawn_file_actions_addclosefrom_np", as: CloseFrom.self)
  #else
    private static let newSessionFlag = Int32(0)
    private typealias CloseFrom = (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = nil
  #endif
}
