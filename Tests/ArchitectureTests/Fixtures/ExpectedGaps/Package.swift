// swift-tools-version: 6.0
import PackageDescription

// A tools package with no pure ring, and a shim that only WASI builds: both are said in the map
// ("mayExamineNothing", "notBuiltHere"), so the check passes and names what it did not examine.
let package = Package(
  name: "Fixture",
  targets: [
    .target(name: "DomainEntities", path: "DomainEntities"),
    .target(name: "BusinessLogic", dependencies: ["DomainEntities"], path: "BusinessLogic"),
    .target(name: "ApplicationLogic", dependencies: ["BusinessLogic", "DomainEntities"], path: "ApplicationLogic"),
    .target(name: "WASIShim", path: "WASIShim"),
    .executableTarget(
      name: "ExternalInterfaces", dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces"),
  ]
)
