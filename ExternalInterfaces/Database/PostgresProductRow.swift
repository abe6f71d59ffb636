import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A product as the `products` table keeps it: the whole product as `doc` (members the program
/// does not model included), beside the columns the queries filter and order by. The columns are
/// worked out here by the catalog's own rules (`ProductSearch.folded`, the slug's matching, code
/// point order), never by SQL functions, so the database answers as the file source does.
struct PostgresProductRow {
  let product: Product
  /// The product's JSON object, compact.
  let document: [UInt8]

  /// The columns in the order `columnList` names them, as text (nil for NULL).
  var values: [String?] {
    let product = product
    return [
      String(product.id.rawValue), product.category.rawValue, product.category.rawValue.lowercased(),
      Self.key(product.title), Self.text(ProductSearch.folded(product.title)),
      Self.text(ProductSearch.folded(product.description)), product.brand.map(Self.key),
      Self.key(product.category.rawValue), Self.number(product.price.amount),
      product.rating.map { Self.number($0.value) },
      product.stock.map(String.init), Self.number(product.discount.percentage),
      String(decoding: document, as: UTF8.self),
    ]
  }

  /// The columns `values` fills, after `position` (which the writer assigns).
  static let columns = [
    "id", "category", "category_match", "title_key", "title_folded", "description_folded", "brand_key",
    "category_key", "price", "rating", "stock", "discount", "doc",
  ]
  static let columnList = columns.joined(separator: ", ")

  /// Text as it orders: Swift compares strings by the code points of their NFC form, which is
  /// the byte order of the NFC form's UTF-8 (`COLLATE "C"`).
  static func key(_ text: String) -> String {
    text.composed
  }

  private static func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// A double as the shortest text that reads back as the same double (PostgreSQL's float8
  /// input rounds exactly).
  static func number(_ value: Double) -> String {
    value.isFinite ? "\(value)" : "0"
  }

  /// The row as a line of `COPY … FROM STDIN`'s text format: tab-separated, `\N` for NULL, and
  /// backslash, tab, newline and carriage return escaped.
  static func copyLine(position: Int, _ values: [String?]) -> [UInt8] {
    var line = Array(String(position).utf8)
    for value in values {
      line.append(UInt8(ascii: "\t"))
      guard let value else {
        line += [UInt8(ascii: "\\"), UInt8(ascii: "N")]
        continue
      }
      for byte in value.utf8 {
        switch byte {
        case UInt8(ascii: "\\"): line += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case UInt8(ascii: "\t"): line += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case UInt8(ascii: "\n"): line += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): line += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        default: line.append(byte)
        }
      }
    }
    line.append(UInt8(ascii: "\n"))
    return line
  }
}
