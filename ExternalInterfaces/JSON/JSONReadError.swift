/// Why a JSON document could not be read, precise enough to fix the file.
struct JSONReadError: Error, Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// Not JSON at all at this point of the text.
    case syntax
    /// Valid JSON, but a value is not what a catalog has there.
    case shape
  }

  let kind: Kind
  /// Where in the document: `products[3].price`; empty for the top level.
  let path: String
  /// 1-based line and column of the offending byte (for syntax errors).
  let line: Int
  let column: Int
  let message: String
}
