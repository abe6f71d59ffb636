// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Fixture",
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities"),
    .target(name: "BusinessLogic", dependencies: ["DomainEntities"], path: "BusinessLogic"),
    .target(name: "ApplicationLogic", dependencies: ["BusinessLogic", "DomainEntities"], path: "ApplicationLogic"),
    .executableTarget(
      name: "ExternalInterfaces", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces"),
    .executableTarget(name: "Lint", path: "Tools/Lint"),
    .executableTarget(name: "Format", dependencies: ["DomainEntities"], path: "Tools/Format"),
  ]
)
