// swift-tools-version: 6.0
import PackageDescription

// The outer ring uses a product of another package.
let package = Package(
  name: "Fixture",
  dependencies: [.package(path: "Dependencies/Kit")],
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities"),
    .target(name: "BusinessLogic", dependencies: ["DomainEntities"], path: "BusinessLogic"),
    .target(name: "ApplicationLogic", dependencies: ["BusinessLogic", "DomainEntities"], path: "ApplicationLogic"),
    .executableTarget(
      name: "ExternalInterfaces",
      dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities", .product(name: "Kit", package: "Kit")],
      path: "ExternalInterfaces"),
  ]
)
