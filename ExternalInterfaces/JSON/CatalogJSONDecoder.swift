import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Decodes catalog JSON (a bare array of products, or DummyJSON's `{"products": […]}` envelope)
/// and explains a failure by path and position: `products[3].price: expected a number, found a
/// string`, or `line 40, column 1: unexpected end of data (is the file truncated?)`.
struct CatalogJSONDecoder {
  func products(from data: Data, source: String) throws(CatalogSourceError) -> [Product] {
    let result: Result<[ProductDTO], JSONReadError> = data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      var reader = JSONReader(bytes: bytes)
      do throws(JSONReadError) {
        return .success(try Self.readDocument(&reader))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let dtos): return dtos.map { $0.toDomain() }
    case .failure(let error): throw Self.describe(error, source: source, document: data)
    }
  }

  private static func readDocument(_ reader: inout JSONReader) throws(JSONReadError) -> [ProductDTO] {
    var products: [ProductDTO] = []
    try readProducts(&reader) { reader throws(JSONReadError) in products.append(try ProductDTO(reading: &reader)) }
    return products
  }

  /// Walks a catalog document (a bare array of products or a `products` envelope), calling
  /// `product` with the reader at each product, then checks nothing follows the document.
  static func readProducts(
    _ reader: inout JSONReader, _ product: (inout JSONReader) throws(JSONReadError) -> Void
  ) throws(JSONReadError) {
    var found = false
    switch try reader.peekKind() {
    case .array:
      found = true
      try reader.readArray { _, reader throws(JSONReadError) in try product(&reader) }
    case .object:
      try reader.readObject { key, reader throws(JSONReadError) in
        guard key.is("products"), !found else { return try reader.skipValue() }
        found = true
        try reader.readArray { _, reader throws(JSONReadError) in try product(&reader) }
      }
    default:
      break
    }
    guard found else { throw reader.shape("an array of products or an object with a \"products\" array") }
    try reader.expectEnd()
  }

  /// Each product of a catalog document with its object's own bytes (members the model does
  /// not know included), in order, until `body` returns false: for a copy that must keep
  /// everything (a database load).
  static func eachProduct(
    in bytes: UnsafeBufferPointer<UInt8>, source: String,
    _ body: (Product, UnsafeBufferPointer<UInt8>) throws(CatalogSourceError) -> Void
  ) throws(CatalogSourceError) {
    var stop: CatalogSourceError?
    do throws(JSONReadError) {
      var reader = JSONReader(bytes: bytes)
      try readProducts(&reader) { reader throws(JSONReadError) in
        let start = reader.offset
        let product = try ProductDTO(reading: &reader).toDomain()
        guard stop == nil else { return }
        do throws(CatalogSourceError) {
          try body(product, UnsafeBufferPointer(rebasing: bytes[start..<reader.offset]))
        } catch {
          stop = error
        }
      }
    } catch {
      throw describe(error, source: source, document: UnsafeBufferPointer(rebasing: bytes.prefix(4)))
    }
    if let stop { throw stop }
  }

  /// The product whose object is exactly `object`, read in full.
  static func product(in object: UnsafeBufferPointer<UInt8>, source: String) throws(CatalogSourceError) -> Product {
    // First without the path, which costs a push and a pop per member (a page's products, an
    // export's million); only an error needs it, and a second read finds the same one with it.
    var fast = JSONReader(bytes: object, tracksPath: false)
    if let product = try? ProductDTO(reading: &fast).toDomain() { return product }
    do throws(JSONReadError) {
      var reader = JSONReader(bytes: object)
      return try ProductDTO(reading: &reader).toDomain()
    } catch {
      throw describe(error, source: source)
    }
  }

  /// The catalog error for `error`; `document` (its first bytes are enough) lets a syntax error
  /// at the very start say that the text is UTF-16 or UTF-32 rather than broken.
  static func describe(
    _ error: JSONReadError, source: String, origin: SourceOrigin = .document,
    document: some Collection<UInt8> = [UInt8]()
  ) -> CatalogSourceError {
    if error.kind == .syntax, error.line == 1, error.column <= 2,
      let encoding = TextEncodingSniffer.nonUTF8Encoding(of: document)
    {
      return .malformed(source: source, origin: origin, path: "", .encoding(encoding))
    }
    switch error.kind {
    case .syntax:
      return .malformed(
        source: source, origin: origin, path: "", .syntax(line: error.line, column: error.column, found: error.message))
    case .shape:
      return .malformed(source: source, origin: origin, path: error.path, .shape(error.message))
    }
  }
}
