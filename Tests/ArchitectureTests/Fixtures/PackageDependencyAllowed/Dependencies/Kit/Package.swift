// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Kit",
  products: [.library(name: "Kit", targets: ["Kit"])],
  targets: [.target(name: "Kit", path: "Kit")]
)
