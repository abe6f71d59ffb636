/// Where one of our actors runs its jobs, chosen by whoever makes it (the composition root).
///
/// - `mainActor`: on the main actor's executor, for a one-off command. The command waits on
///   each answer anyway, and a call from the main actor then runs at once on the same thread;
///   a hop to Swift's shared pool would start its threads first, on the critical path (D101:
///   `show`'s work on a million products went from 1.35 ms to 0.74 ms without them).
/// - `ownQueue()`: a serial queue of its own, as a default actor has, for a session or a server,
///   whose screen and other requests must not wait behind a long query.
struct ActorExecutor: Sendable {
  /// Kept here because an `UnownedSerialExecutor` does not keep its executor alive.
  private let queue: OwnQueue?

  static let mainActor = ActorExecutor(queue: nil)

  static func ownQueue() -> ActorExecutor { ActorExecutor(queue: OwnQueue()) }

  /// What the actor's `unownedExecutor` returns.
  var unowned: UnownedSerialExecutor { queue?.unownedExecutor ?? MainActor.sharedUnownedExecutor }

  /// An executor of the same kind for a companion actor: the main actor's again, or another
  /// queue of its own, so that neither waits behind the other's long work.
  func alike() -> ActorExecutor { queue == nil ? self : .ownQueue() }
}

/// An actor that guards nothing: its default serial queue is lent to the actor that holds it.
private actor OwnQueue {}
