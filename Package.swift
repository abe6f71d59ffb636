// swift-tools-version: 6.0
import PackageDescription

// Four rings, one target each; dependencies point inward only and are declared directly,
// never left to transitivity (docs/ARCHITECTURE.md). No package dependencies: the toolchain is
// the whole dependency set.
let strictness: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// The rings' release code calls type metadata accessors directly instead of naming generic
// types by mangled strings, which the runtime resolves with a scan of every conformance record
// on first use: about 0.15 ms of every command's start and 0.6 ms of `show` (D99). Unsafe flags
// keep a product from packages that depend on this one by version, so only the `catalog`
// product's targets carry it; the suite's checker and plugin do not.
let ringSettings: [SwiftSetting] =
  strictness + [
    .unsafeFlags(
      ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
      .when(configuration: .release)),
    // Each function in a section of its own, which the link below can place (D107).
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
  ]

// The sections of code the common commands run, laid out together by the release link (gold,
// the toolchain's linker here): scattered, a command touched 70 to 100 pieces of 64 KiB of code,
// each a page fault (D107, D109). `scripts/order-functions` writes the list again; names it no
// longer matches are skipped, which costs speed, never correctness.
let functionOrder = Context.packageDirectory + "/ExternalInterfaces/App/function-order.txt"

let package = Package(
  name: "Catalog",
  products: [
    .executable(name: "catalog", targets: ["ExternalInterfaces"]),
    // The dependency-direction suite for other packages: one `.package` line, then
    // `swift package check-architecture` (docs/ARCHITECTURE-TESTS.md).
    .executable(name: "check-architecture", targets: ["ArchitectureChecker"]),
    // The same under the target's name, which the plugin's tool dependency builds.
    .executable(name: "ArchitectureChecker", targets: ["ArchitectureChecker"]),
    .plugin(name: "CheckArchitecture", targets: ["CheckArchitecturePlugin"]),
  ],
  targets: [
    .target(
      name: "DomainEntities",
      path: "DomainEntities",
      swiftSettings: ringSettings
    ),
    .target(
      name: "BusinessLogic",
      dependencies: ["DomainEntities"],
      path: "BusinessLogic",
      swiftSettings: ringSettings
    ),
    .target(
      name: "ApplicationLogic",
      dependencies: ["BusinessLogic", "DomainEntities"],
      path: "ApplicationLogic",
      swiftSettings: ringSettings
    ),
    .executableTarget(
      name: "ExternalInterfaces",
      dependencies: ["ApplicationLogic", "BusinessLogic", "DomainEntities"],
      path: "ExternalInterfaces",
      exclude: [
        "FileStore/Embedded/products.json", "FileStore/Embedded/LICENSE", "FileStore/Embedded/README.md",
        "App/function-order.txt",
      ],
      swiftSettings: ringSettings,
      linkerSettings: [
        .unsafeFlags(
          ["-Xlinker", "--section-ordering-file=\(functionOrder)"], .when(platforms: [.linux], configuration: .release))
      ]
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
    // Tools beside the rings, depending on none of them (the ring map's "tools"): the suite's
    // checker, and the command plugin that runs it.
    .executableTarget(
      name: "ArchitectureChecker",
      path: "ArchitectureChecker",
      swiftSettings: strictness
    ),
    .plugin(
      name: "CheckArchitecturePlugin",
      capability: .command(
        intent: .custom(
          verb: "check-architecture",
          description: "Check that the package's dependencies point inward, as its ring map says")
      ),
      dependencies: ["ArchitectureChecker"],
      path: "Plugins/CheckArchitecturePlugin"
    ),
    // The dependency-direction suite over this package, and the proofs of its rules. Copied
    // into another package with the checker's Engine, Rules and Reports, it needs no dependency
    // (docs/ARCHITECTURE-TESTS.md).
    .testTarget(
      name: "ArchitectureTests",
      dependencies: ["ArchitectureChecker"],
      path: "Tests/ArchitectureTests",
      exclude: ["Fixtures", "rings.json"],
      swiftSettings: strictness + [.define("ARCHITECTURE_FIXTURE_PROOFS")]
    ),
    // What this repository promises about itself beyond its code: docs that agree with it.
    .testTarget(
      name: "RepositoryTests",
      path: "Tests/RepositoryTests",
      exclude: ["Fixtures"],
      swiftSettings: strictness
    ),
  ],
  swiftLanguageModes: [.v6]
)
