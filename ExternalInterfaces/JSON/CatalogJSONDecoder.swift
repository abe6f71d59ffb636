import BusinessLogic
import DomainEntities
import Foundation

/// Decodes catalog JSON into products, turning Foundation's decoding errors into messages that
/// name the first offending value by path (`products[3].price`) and what was expected there.
struct CatalogJSONDecoder {
  static let shapeRemedy =
    "a catalog is a JSON array of products, or an object whose \"products\" member is one;"
    + " each product needs a whole-number \"id\", a string \"title\" and a number \"price\""

  func products(from data: Data, source: String) throws(CatalogSourceError) -> [Product] {
    do {
      return try JSONDecoder().decode(ProductsDocument.self, from: data).products.map { $0.toDomain() }
    } catch let error as DecodingError {
      throw describe(error, source: source)
    } catch {
      throw .malformed(source: source, path: "", reason: "\(error)", remedy: Self.shapeRemedy)
    }
  }

  func describe(_ error: DecodingError, source: String) -> CatalogSourceError {
    switch error {
    case .typeMismatch(let type, let context):
      if context.codingPath.isEmpty {
        return .malformed(
          source: source, path: "", reason: "the top level is neither an array nor an object with \"products\"",
          remedy: Self.shapeRemedy)
      }
      return .malformed(
        source: source, path: Self.path(context.codingPath), reason: "expected \(Self.noun(for: type))",
        remedy: Self.shapeRemedy)
    case .valueNotFound(let type, let context):
      return .malformed(
        source: source, path: Self.path(context.codingPath),
        reason: "expected \(Self.noun(for: type)), found null", remedy: Self.shapeRemedy)
    case .keyNotFound(let key, let context):
      return .malformed(
        source: source, path: Self.path(context.codingPath + [key]), reason: "required value is missing",
        remedy: Self.shapeRemedy)
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return .malformed(
          source: source, path: "", reason: Self.syntaxReason(context),
          remedy: "check that the file is complete JSON (a truncated download fails this way)")
      }
      return .malformed(
        source: source, path: Self.path(context.codingPath), reason: "value out of range or of the wrong kind",
        remedy: Self.shapeRemedy)
    @unknown default:
      return .malformed(source: source, path: "", reason: "\(error)", remedy: Self.shapeRemedy)
    }
  }

  /// `products[3].dimensions.width` from a coding path.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }

  private static func noun(for type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is Double.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }

  private static func syntaxReason(_ context: DecodingError.Context) -> String {
    let detail = (context.underlyingError.map { "\($0)" } ?? context.debugDescription)
    return "not valid JSON (\(detail))"
  }
}
