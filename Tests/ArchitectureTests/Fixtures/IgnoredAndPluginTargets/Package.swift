// swift-tools-version: 6.0
import PackageDescription

// A plugin in the outermost ring (never indexed) and a test-support target the map ignores.
let package = Package(
  name: "Fixture",
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities"),
    .target(name: "BusinessLogic", dependencies: ["DomainEntities"], path: "BusinessLogic"),
    .target(name: "ApplicationLogic", dependencies: ["BusinessLogic", "DomainEntities"], path: "ApplicationLogic"),
    .executableTarget(
      name: "ExternalInterfaces", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces"),
    .target(name: "TestSupport", dependencies: ["DomainEntities"], path: "TestSupport"),
    .plugin(
      name: "CountItems", capability: .command(intent: .custom(verb: "count-items", description: "Counts items")),
      path: "Plugins/CountItems"),
  ]
)
