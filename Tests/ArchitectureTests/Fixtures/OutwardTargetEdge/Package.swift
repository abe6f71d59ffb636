// swift-tools-version: 6.0
import PackageDescription

// BusinessLogic depends on ApplicationLogic: an edge pointing outward. The diagnostic points at
// that dependency, not at the first place "BusinessLogic" appears (the products list).
let package = Package(
  name: "Fixture",
  products: [.library(name: "BusinessLogic", targets: ["BusinessLogic", "ApplicationLogic"])],
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities"),
    .target(name: "BusinessLogic", dependencies: ["DomainEntities", "ApplicationLogic"], path: "BusinessLogic"),
    .target(name: "ApplicationLogic", dependencies: ["DomainEntities"], path: "ApplicationLogic"),
    .executableTarget(
      name: "ExternalInterfaces", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces"),
  ]
)
