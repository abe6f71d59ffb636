/// Why a `--source` value names no source.
enum CatalogSourceParseError: Error, Equatable {
  case empty
  case unsupportedScheme(String)
}
