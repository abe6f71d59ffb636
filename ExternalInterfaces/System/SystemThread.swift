import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread of the system's own, for work that blocks and so must not hold a thread of Swift's
/// cooperative pool (FoundationEssentials has no `Thread`, D100).
enum SystemThread {
  /// Starts `body` on a new detached thread. Should the system refuse a thread, the body runs on
  /// Dispatch's pool instead.
  static func start(_ body: @escaping @Sendable () -> Void) {
    let work = Unmanaged.passRetained(Work(body: body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let started = pthread_create(
      &thread, &attributes,
      { raw in
        guard let raw else { return nil }
        Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().run()
        return nil
      }, work)
    if started != 0 {
      let work = Unmanaged<Work>.fromOpaque(work).takeRetainedValue()
      DispatchQueue.global().async { work.run() }
    }
  }

  private final class Work: Sendable {
    let run: @Sendable () -> Void

    init(body: @escaping @Sendable () -> Void) {
      self.run = body
    }
  }
}
