/// The release of this program, printed by `--version`.
enum CatalogVersion {
  static let current = "0.1.0"
}
