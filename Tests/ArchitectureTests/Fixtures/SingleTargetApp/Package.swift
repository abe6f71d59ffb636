// swift-tools-version: 6.0
import PackageDescription

// One app target with its layers as folders, as most apps (CleanStore itself) are laid out:
// Models, Workers, Scenes, Services. The ring map places the folders in rings.
let package = Package(
  name: "Fixture",
  targets: [
    .executableTarget(name: "App", path: "App")
  ]
)
