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
  static var isAvailable: Bool {
    #if canImport(Glibc)
      closeFrom != nil
    #else
      false
    #endif
  }

  /// The started process's id, or nil when it could not be started (or this system cannot
  /// close every other descriptor in the child). `name` is what `ps` shows it as.
  static func start(
    _ executable: String, name: String? = nil, arguments: [String], environment: [String: String]
  ) -> pid_t? {
    #if canImport(Glibc)
      var attributes = posix_spawnattr_t()
      guard posix_spawnattr_init(&attributes) == 0 else { return nil }
      defer { posix_spawnattr_destroy(&attributes) }
      var none = sigset_t()
      sigemptyset(&none)
      var all = sigset_t()
      sigfillset(&all)
      posix_spawnattr_setsigmask(&attributes, &none)
      posix_spawnattr_setsigdefault(&attributes, &all)
      posix_spawnattr_setflags(&attributes, Int16(Self.newSession | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
      var actions = posix_spawn_file_actions_t()
      guard posix_spawn_file_actions_init(&actions) == 0 else { return nil }
      defer { posix_spawn_file_actions_destroy(&actions) }
      guard posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDWR, 0) == 0,
        posix_spawn_file_actions_adddup2(&actions, 0, 1) == 0,
        posix_spawn_file_actions_adddup2(&actions, 0, 2) == 0,
        let closeFrom = Self.closeFrom, closeFrom(&actions, 3) == 0
      else { return nil }
      let argv = ([name ?? executable] + arguments).map { strdup($0) } + [nil]
      let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer { (argv + envp).forEach { free($0) } }
      var pid = pid_t()
      guard posix_spawn(&pid, executable, &actions, &attributes, argv, envp) == 0 else { return nil }
      return pid
    #else
      return nil
    #endif
  }

  #if canImport(Glibc)
    // glibc (2.26 and later) declares these only for _GNU_SOURCE, which Swift's Glibc module is
    // not built with: the flag's value is glibc's, and the function is looked up when first
    // needed (glibc 2.34 and later); without it nothing is started.
    private static let newSession = Int32(0x80)
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private static let closeFrom: CloseFrom? = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
      return unsafeBitCast(symbol, to: CloseFrom.self)
    }()
  #endif
}
