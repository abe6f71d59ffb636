import ApplicationLogic

/// The commands, in the order help lists them. The instance the program runs is
/// `CommandTable.catalog`, in the composition root; tests may build their own.
struct CommandTable: Sendable {
  let registrations: [CommandRegistration]

  init(_ registrations: [CommandRegistration]) {
    self.registrations = registrations
  }

  var specs: [CommandSpec] { registrations.map(\.spec) }

  func registration(named name: String) -> CommandRegistration? {
    registrations.first { $0.spec.allNames.contains(name) }
  }

  /// Every scene, made now: for the server, which keeps them for its life.
  var scenes: [any SceneEntry] {
    registrations.compactMap { if case .scene(let entry) = $0.action { entry() } else { nil } }
  }

  /// What `body` finds in the first scene it finds something in, the scenes made one by one
  /// in the table's order: a command makes the scenes up to its own, never the rest (each
  /// scene's generic types cost the runtime a search of every conformance in the binary).
  func firstScene<Found>(_ body: (any SceneEntry) -> Found?) -> Found? {
    for registration in registrations {
      if case .scene(let entry) = registration.action, let found = body(entry()) { return found }
    }
    return nil
  }
}
