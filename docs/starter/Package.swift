// swift-tools-version: 6.0
// The starter: the smallest package in this house's shape, four targets, one per ring, each in a
// folder of its name, and a VIP scene (Main) beside a VIPER module (About). Copy this folder to
// start; docs/TOUR.md reads it first.
import PackageDescription

let strictness: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Shelf",
  products: [.executable(name: "shelf", targets: ["ExternalInterfaces"])],
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities", swiftSettings: strictness),
    .target(
      name: "BusinessLogic", dependencies: ["DomainEntities"], path: "BusinessLogic", swiftSettings: strictness),
    .target(
      name: "ApplicationLogic", dependencies: ["BusinessLogic", "DomainEntities"], path: "ApplicationLogic",
      swiftSettings: strictness),
    .executableTarget(
      name: "ExternalInterfaces", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces", swiftSettings: strictness),
    .testTarget(
      name: "BusinessLogicTests", dependencies: ["BusinessLogic", "DomainEntities"], path: "Tests/BusinessLogicTests",
      swiftSettings: strictness),
    .testTarget(
      name: "ApplicationLogicTests", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "Tests/ApplicationLogicTests", swiftSettings: strictness),
  ],
  swiftLanguageModes: [.v6]
)
