// swift-tools-version: 6.0
import PackageDescription

// CCounter is a C target in the BusinessLogic ring.
let package = Package(
  name: "Fixture",
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities"),
    .target(name: "CCounter", path: "CCounter"),
    .target(name: "BusinessLogic", dependencies: ["DomainEntities", "CCounter"], path: "BusinessLogic"),
    .target(name: "ApplicationLogic", dependencies: ["BusinessLogic", "DomainEntities"], path: "ApplicationLogic"),
    .executableTarget(
      name: "ExternalInterfaces", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces"),
  ]
)
