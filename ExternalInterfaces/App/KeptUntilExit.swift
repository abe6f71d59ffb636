/// What a one-off command leaves for the process's end to free: its navigator, and with it the
/// catalog, its maps and its index. Freeing them one by one (a release for each object, an
/// unmap for each map) was a fifth of `show`'s work, and the kernel frees the whole process at
/// once when it exits, as a compiler skips freeing its trees before exiting. A session frees as
/// it goes; so do tests, which run commands in-process and never exit.
@MainActor
final class KeptUntilExit {
  private(set) var kept: [AnyObject] = []

  func keep(_ object: AnyObject) {
    kept.append(object)
  }
}
