import BusinessLogic
import DomainEntities

/// A row's `doc` read as a product, by the same reader a catalog file's products go through.
enum PostgresDocument {
  static func product(_ document: String, source: String) throws(CatalogSourceError) -> Product {
    let bytes = Array(document.utf8)
    let result = bytes.withUnsafeBufferPointer { buffer -> Result<Product, CatalogSourceError> in
      do throws(CatalogSourceError) {
        return .success(try CatalogJSONDecoder.product(in: buffer, source: source))
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The document as a tree, to change members of it and keep the rest.
  static func tree(_ document: String) -> JSONTree? {
    try? JSONTree.parse(Array(document.utf8))
  }
}
