import ApplicationLogic

/// The index cache the environment chooses, for every command that keeps indexes: where it is
/// (`CacheDirectory.path`) and how much it may hold (`CATALOG_CACHE_SIZE`, else
/// `CatalogIndexStore.defaultMaximumBytes`).
struct IndexCacheChoice {
  static let sizeVariable = "CATALOG_CACHE_SIZE"

  /// The cache, or nil when it is off (or there is nowhere to keep it).
  let store: CatalogIndexStore?
  /// What was wrong with the bound asked for, when it was not a size; the default holds then.
  let badSize: ErrorViewModel?

  init(environment: [String: String]) {
    var bound = CatalogIndexStore.defaultMaximumBytes
    var badSize: ErrorViewModel?
    if let asked = environment[Self.sizeVariable], !asked.isEmpty {
      if let bytes = ByteSize.parse(asked) {
        bound = bytes
      } else {
        badSize = Self.notASize(asked)
      }
    }
    self.badSize = badSize
    store = CacheDirectory.path(environment: environment).map { CatalogIndexStore(directory: $0, maximumBytes: bound) }
  }

  private static func notASize(_ asked: String) -> ErrorViewModel {
    ErrorViewModel(
      message: "\(sizeVariable)=\(TerminalText.quote(asked)) is not a size",
      remedy:
        "set it to a size such as 4G or 500M (units of 1,024 bytes), or unset it for the default "
        + ByteSize.text(CatalogIndexStore.defaultMaximumBytes),
      kind: .invalidInput)
  }

  /// The same failure as a warning, for a command that goes on with the default bound.
  var warning: ErrorViewModel? {
    badSize.map {
      ErrorViewModel(message: $0.message + "; the default bound is used", remedy: $0.remedy, kind: .warning)
    }
  }

  /// A bound that would keep an index of `bytes` beside others, for a `CATALOG_CACHE_SIZE`
  /// hint: twice its size, rounded up to a whole gigabyte, or below one to a hundred megabytes.
  static func roomyBound(for bytes: Int) -> String {
    func roundedUp(_ value: Int, to step: Int) -> Int { (value + step - 1) / step }
    let twice = 2 * bytes
    guard twice > 1 << 30 else { return "\(roundedUp(twice, to: 100 << 20) * 100)M" }
    return "\(roundedUp(twice, to: 1 << 30))G"
  }
}
