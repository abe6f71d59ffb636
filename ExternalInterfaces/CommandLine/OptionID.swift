import BusinessLogic

/// What a flag's value is kept under once parsed. Nothing is declared here: a flag is declared
/// once, by its `OptionSpec`, and this is derived from it.
enum OptionID: Hashable, Sendable {
  /// A flag, by its long name (`--source`).
  case named(String)
  /// A product field of `add` and `edit` (`--price`).
  case field(ProductField)
}
