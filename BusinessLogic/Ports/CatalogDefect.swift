import DomainEntities

/// What is wrong with an answer that is not a catalog.
public enum CatalogDefect: Hashable, Sendable {
  /// Not JSON at this line and column; `found` describes what is there (the JSON reader's
  /// account: `unexpected end of data inside an object`).
  case syntax(line: Int, column: Int, found: String)
  /// JSON, but a value is not what a catalog has there (`expected a number, found a string`).
  case shape(String)
  /// Text in another encoding than UTF-8 (`UTF-16LE`).
  case encoding(String)
  /// A product asked for by id came back as another.
  case otherProduct(asked: ProductID, answered: ProductID)
  /// One page names the same product twice.
  case repeatedProduct(ProductID)
  /// An id that no product can have (0 or less).
  case invalidID(Int)
  /// More products than were asked for.
  case tooManyProducts(limit: Int, count: Int)
  /// A product of another category than the one asked for.
  case otherCategory(asked: String, answered: String)
}
