#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends this process by a signal, as a shell expects of a program that was sent one (status 128
/// plus the signal): the default action, unblocked here (dispatch blocks the signals it watches),
/// and raised in this thread, so that it acts before this thread runs on. A signal sent to the
/// process instead may be taken by another thread while this one returns and exits with 0.
enum DeathBySignal {
  static func die(of number: Int32) -> Never {
    signal(number, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    _exit(128 + number)
  }
}
