/// The environment of a program this one starts (a pager, an editor, a link opener).
enum ChildEnvironment {
  /// `environment` without the catalog server's token: it is for the server, not for them.
  static func withoutToken(_ environment: [String: String]) -> [String: String] {
    environment.filter { $0.key != "CATALOG_TOKEN" }
  }
}
