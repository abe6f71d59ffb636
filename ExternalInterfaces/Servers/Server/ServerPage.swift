import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A page of products as a server sends it: DummyJSON's `{"products": […], "total": N}` or
/// Datasette's `{"rows": […], "filtered_table_rows_count": N, "next_url": …}` (1.0 alphas send
/// `"count"` with `_extra=count`). Both are read with the same DTOs as local files.
struct ServerPage {
  var products: [Product] = []
  var total: Int?
  var nextURL: String?
  /// Whether the body had the list member at all (`products` or `rows`).
  var hasList = false

  static func read(_ body: Data, source: String) throws(CatalogSourceError) -> ServerPage {
    try ServerJSON.read(body, source: source) { reader throws(JSONReadError) in
      var page = ServerPage()
      guard try reader.peekKind() == .object else {
        throw reader.shape("an object holding a list of products")
      }
      try reader.readObject { key, reader throws(JSONReadError) in
        if (key.is("products") || key.is("rows")), !page.hasList {
          page.hasList = true
          try reader.readArray { _, reader throws(JSONReadError) in
            // Datasette 1.0's table pages send lists and objects as the JSON text SQLite holds.
            page.products.append(try ProductDTO(reading: &reader, nestedAsText: true).toDomain())
          }
        } else if (key.is("total") || key.is("filtered_table_rows_count") || key.is("count")), page.total == nil,
          try reader.peekKind() == .number
        {
          page.total = try reader.readInt()
        } else if key.is("next_url"), try reader.peekKind() == .string {
          page.nextURL = try reader.readString()
        } else {
          try reader.skipValue()
        }
      }
      guard page.hasList else { throw reader.shape("an object with a \"products\" or \"rows\" list") }
      return page
    }
  }
}

/// Reading a server's JSON body with the project's reader, errors named by path as for files.
enum ServerJSON {
  static func read<Value>(
    _ body: Data, source: String, _ read: (inout JSONReader) throws(JSONReadError) -> Value
  ) throws(CatalogSourceError) -> Value {
    let result: Result<Value, JSONReadError> = body.withUnsafeBytes { raw in
      var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
      do throws(JSONReadError) {
        let value = try read(&reader)
        try reader.expectEnd()
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let value): return value
    case .failure(let error):
      throw CatalogJSONDecoder.describe(error, source: source, origin: .server, document: body.prefix(4))
    }
  }
}
