// swift-tools-version: 6.0
import PackageDescription

// BusinessLogic depends on ApplicationLogic: an edge pointing outward.
let package = Package(
  name: "Fixture",
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities"),
    .target(name: "BusinessLogic", dependencies: ["DomainEntities", "ApplicationLogic"], path: "BusinessLogic"),
    .target(name: "ApplicationLogic", dependencies: ["DomainEntities"], path: "ApplicationLogic"),
    .executableTarget(
      name: "ExternalInterfaces", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces"),
  ]
)
