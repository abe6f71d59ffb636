import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The index builds a one-off command asked for, each started as `catalog cache build --source
/// FILE` apart from the command once it has answered (D57), so the build never competes with
/// the answer: in a session of its own, at a lower priority, with only the cache directory in
/// its environment (no token reaches it). A build running already is left to finish; the next
/// command on a file it did not index asks again.
final class IndexBuildQueue: Sendable {
  /// This program, whatever name it was started by.
  private let executable: String
  private let pending = Mutex<[(path: String, store: CatalogIndexStore)]>([])

  init(executable: String = "/proc/self/exe") {
    self.executable = executable
  }

  /// What a repository asks; false when nothing can be started apart on this system.
  func requester(for store: CatalogIndexStore) -> any IndexBuildRequester {
    Request(queue: self, store: store)
  }

  /// Starts the builds asked for.
  func startRequested() {
    let requested = pending.withLock { pending in
      let taken = pending
      pending = []
      return taken
    }
    for (path, store) in requested where !IndexBuildLock.isHeld(in: store) {
      guard
        let started = DetachedProcess.start(
          executable, name: "catalog", arguments: ["cache", "build", "--source", path],
          environment: ["CATALOG_CACHE_DIR": store.directory])
      else { continue }
      #if canImport(Glibc)
        // Below the commands a person is waiting for.
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(started), 10)
      #endif
    }
  }

  private struct Request: IndexBuildRequester {
    let queue: IndexBuildQueue
    let store: CatalogIndexStore

    func requestIndexBuild(of path: String) -> Bool {
      guard DetachedProcess.isAvailable, access(queue.executable, X_OK) == 0 else { return false }
      // Absolute, so that no file name is taken for a flag (`-x.json`).
      let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
      queue.pending.withLock { $0.append((absolute, store)) }
      return true
    }
  }
}
