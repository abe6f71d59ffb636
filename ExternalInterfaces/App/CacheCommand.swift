import ApplicationLogic

/// `catalog cache info|clean`, in the manner of `gh cache`: where the index cache of large local
/// catalogs is, how many indexes it holds and how large they are; or empty it. Infrastructure,
/// not a catalog scene: it reads no catalog.
struct CacheCommand {
  enum Action: String, CaseIterable {
    case info, clean
  }

  let action: Action
  let store: CatalogIndexStore?

  static let usage = UsageError(
    message: "\"catalog cache\" needs info or clean",
    hint: "run \"catalog cache info\" to see the cache, \"catalog cache clean\" to empty it")

  static func make(_ invocation: CommandInvocation, environment: [String: String]) -> Result<CacheCommand, UsageError> {
    guard invocation.arguments.count == 1, let action = Action(rawValue: invocation.arguments[0]) else {
      return .failure(usage)
    }
    let store = CatalogIndexStore.directory(environment: environment).map { CatalogIndexStore(directory: $0) }
    return .success(CacheCommand(action: action, store: store))
  }

  @MainActor
  func run(output: any TextSink, errors: any TextSink) -> ExitStatus {
    guard let store else {
      output.write("no index cache (CATALOG_CACHE_DIR is empty, and there is no HOME)\n")
      return .success
    }
    if let refusal = store.refusal() {
      errors.write(
        ErrorViewModel(
          message: "the index cache \(TerminalText.quote(store.directory)) is not used: \(refusal.reason)",
          remedy: refusal.remedy(for: store.directory), kind: .failure
        ).text)
      return .failure
    }
    switch action {
    case .info:
      let summary = store.summary() ?? CatalogIndexStore.Summary()
      output.write(
        "directory: \(TerminalText.quote(store.directory))\n"
          + "indexes: \(summary.indexes)\n"
          + "size: \(Self.size(summary.bytes)) of at most \(Self.size(store.maximumBytes))\n")
    case .clean:
      let removed = store.clean()
      output.write(
        "removed \(removed.indexes) \(removed.indexes == 1 ? "index" : "indexes") (\(Self.size(removed.bytes)))\n")
    }
    return .success
  }

  /// Bytes for people: `0 B`, `412.5 MB`, `2 GB`.
  static func size(_ bytes: Int) -> String {
    let units = ["B", "KB", "MB", "GB", "TB"]
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    let text = tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    return text + " " + units[unit]
  }
}
