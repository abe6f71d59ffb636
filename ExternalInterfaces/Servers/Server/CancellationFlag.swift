import Synchronization

/// A flag one task raises and a blocking thread reads: how a network exchange running off the
/// cooperative pool learns that its task was cancelled.
final class CancellationFlag: Sendable {
  private let raised = Atomic<Bool>(false)

  var isRaised: Bool { raised.load(ordering: .acquiring) }

  func raise() {
    raised.store(true, ordering: .releasing)
  }
}
