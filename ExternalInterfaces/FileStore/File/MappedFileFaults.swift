import BusinessLogic
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A catalog file is read through a memory map, and a map whose file gets shorter (truncated or
/// rewritten in place by another program while it is read) raises SIGBUS on the pages past the
/// new end. Instead of dying of it, the process maps a page of zeros where the fault was and
/// counts the fault; a read that saw the count change reports "the file got shorter while it was
/// being read" (its bytes are then not to be trusted, even if they happened to parse).
enum MappedFileFaults {
  /// Faults absorbed since the process started.
  static let count = Atomic<Int>(0)
  private static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

  /// Installs the SIGBUS handler; once, at start-up, before any file is mapped.
  static func install() {
    // Both statics are initialised here, never first inside the handler.
    _ = count.load(ordering: .relaxed)
    _ = pageSize
    var action = sigaction()
    action.__sigaction_handler.sa_sigaction = { _, info, _ in
      // Only "no such address" faults (a map past its file's end) are absorbed; any other bus
      // error gets the default action when it recurs.
      guard let info, info.pointee.si_code == BUS_ADRERR,
        let address = info.pointee._sifields._sigfault.si_addr
      else {
        signal(SIGBUS, SIG_DFL)
        return
      }
      let page = UnsafeMutableRawPointer(bitPattern: Int(bitPattern: address) & ~(MappedFileFaults.pageSize - 1))
      let zeros = mmap(page, MappedFileFaults.pageSize, PROT_READ, MAP_FIXED | MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard zeros != MAP_FAILED else {
        signal(SIGBUS, SIG_DFL)
        return
      }
      MappedFileFaults.count.wrappingAdd(1, ordering: .relaxed)
    }
    action.sa_flags = SA_SIGINFO
    sigemptyset(&action.sa_mask)
    sigaction(SIGBUS, &action, nil)
  }

  /// Runs `read` over mapped bytes and throws `shrank` if a fault was absorbed meanwhile,
  /// whatever `read` returned or threw.
  static func guarding<Value>(
    isolation: isolated (any Actor)? = #isolation, _ shrank: CatalogSourceError,
    _ read: () async throws(CatalogSourceError) -> Value
  ) async throws(CatalogSourceError) -> Value {
    let before = count.load(ordering: .relaxed)
    let result: Result<Value, CatalogSourceError>
    do throws(CatalogSourceError) { result = .success(try await read()) } catch { result = .failure(error) }
    if count.load(ordering: .relaxed) != before { throw shrank }
    return try result.get()
  }

  /// The count now, to compare with later (`absorbed(since:)`).
  static var now: Int { count.load(ordering: .relaxed) }

  /// Whether a fault was absorbed since `count` was `before` (for reads that cannot throw).
  static func absorbed(since before: Int) -> Bool {
    count.load(ordering: .relaxed) != before
  }
}
