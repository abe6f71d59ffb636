/// Why a `--source` value names no source.
enum CatalogSourceParseError: Error, Equatable {
  case empty
  case unsupportedScheme(String)
  /// An http(s) URL with no host, or one Foundation cannot read.
  case unusableURL
  /// A port outside 1…65535, as written.
  case portOutOfRange(String)
  /// A database URL with a password in it, which argv, history and logs would show.
  case passwordInURL
}
