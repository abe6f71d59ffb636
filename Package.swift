// swift-tools-version: 6.0
import PackageDescription

// Four rings, one target each; dependencies point inward only and are declared directly,
// never left to transitivity (docs/ARCHITECTURE.md). No package dependencies: the toolchain is
// the whole dependency set.
let strictness: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Catalog",
  products: [
    .executable(name: "catalog", targets: ["ExternalInterfaces"])
  ],
  targets: [
    .target(
      name: "DomainEntities",
      path: "DomainEntities",
      swiftSettings: strictness
    ),
    .target(
      name: "BusinessLogic",
      dependencies: ["DomainEntities"],
      path: "BusinessLogic",
      swiftSettings: strictness
    ),
    .target(
      name: "ApplicationLogic",
      dependencies: ["BusinessLogic", "DomainEntities"],
      path: "ApplicationLogic",
      swiftSettings: strictness
    ),
    .executableTarget(
      name: "ExternalInterfaces",
      dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces",
      exclude: ["FileStore/Embedded/products.json", "FileStore/Embedded/LICENSE", "FileStore/Embedded/README.md"],
      swiftSettings: strictness
    ),
    .testTarget(
      name: "DomainEntitiesTests",
      dependencies: ["DomainEntities"],
      path: "Tests/DomainEntitiesTests",
      swiftSettings: strictness
    ),
    .testTarget(
      name: "BusinessLogicTests",
      dependencies: ["BusinessLogic", "DomainEntities"],
      path: "Tests/BusinessLogicTests",
      swiftSettings: strictness
    ),
    .testTarget(
      name: "ApplicationLogicTests",
      dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "Tests/ApplicationLogicTests",
      swiftSettings: strictness
    ),
    .testTarget(
      name: "ExternalInterfacesTests",
      dependencies: ["ExternalInterfaces", "ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "Tests/ExternalInterfacesTests",
      swiftSettings: strictness
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["ExternalInterfaces"],
      path: "Tests/EndToEndTests",
      exclude: ["Golden", "Fixtures"],
      swiftSettings: strictness
    ),
    // The dependency-direction suite, written to be copied into other packages as it is
    // (docs/ARCHITECTURE-TESTS.md); this repository also runs the proofs of its rules.
    .testTarget(
      name: "ArchitectureTests",
      path: "Tests/ArchitectureTests",
      exclude: ["Fixtures", "Tool", "rings.json"],
      swiftSettings: strictness + [.define("ARCHITECTURE_FIXTURE_PROOFS")]
    ),
    // What this repository promises about itself beyond its code: docs that agree with it.
    .testTarget(
      name: "RepositoryTests",
      path: "Tests/RepositoryTests",
      swiftSettings: strictness
    ),
  ],
  swiftLanguageModes: [.v6]
)
