import CCounter
import Foundation

/// One clock read spread over three lines (a C struct, the call, a field): one offence.
public func uptimeSeconds() -> Int {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return now.tv_sec
}

/// A lock and the package's own C function: C calls, but no I/O.
public func nextCount(_ mutex: inout pthread_mutex_t) -> Int32 {
  pthread_mutex_lock(&mutex)
  defer { pthread_mutex_unlock(&mutex) }
  return counter_next()
}

/// `ioctl` reached through Glibc's Swift overlay, not the C declaration.
public func terminalRows(_ descriptor: Int32) -> Int32 {
  ioctl(descriptor, UInt(TIOCGWINSZ), 0)
}
