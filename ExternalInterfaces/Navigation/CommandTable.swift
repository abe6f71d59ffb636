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

  /// The scenes, for the navigators to find the one a route opens.
  var scenes: [any SceneEntry] {
    registrations.compactMap { if case .scene(let entry) = $0.action { entry() } else { nil } }
  }
}
