/// The checker's release: the package's, one line for the catalog and its suite
/// (RepositoryTests proves the two agree). SARIF's `tool.driver.version` and `--version` say it.
enum CheckerVersion {
  static let current = "0.1.0"
}
