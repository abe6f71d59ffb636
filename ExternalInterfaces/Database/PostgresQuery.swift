import BusinessLogic
import DomainEntities

/// A catalog query as SQL: the filter, the order and the page, with every value a parameter and
/// every name from the fixed lists here. The order is the catalog's rule (`ProductOrdering`):
/// values ascending or descending, products without one last either way, ties in catalog order
/// (`position`); text compares by code point, as the keys are stored in NFC with `COLLATE "C"`.
struct PostgresQuery: Equatable {
  let sql: String
  let parameters: [String?]

  /// The column each sort field orders by (the keys `PostgresProductRow` computes).
  static func column(of field: ProductSortField) -> String {
    switch field {
    case .id: "id"
    case .title: "title_key"
    case .price: "price"
    case .rating: "rating"
    case .stock: "stock"
    case .discountPercentage: "discount"
    case .brand: "brand_key"
    case .category: "category_key"
    }
  }

  /// The columns with an index for each direction (id has its primary key).
  static let sortColumns = ProductSortField.allCases.filter { $0 != .id }.map(column(of:))

  /// The key of the advisory lock migrations take.
  static let migrationLock = "7020431001"
  /// The key of the advisory lock adds take, so two adds never pick the same id.
  static let addLock = "7020431002"

  /// One statement for a page and its total, so both come from one snapshot: the first row
  /// holds the count (and no product), the others the page's products in order.
  static func page(_ query: CatalogQuery) -> PostgresQuery {
    var parameters: [String?] = []
    func parameter(_ value: String) -> String {
      parameters.append(value)
      return "$\(parameters.count)"
    }
    var conditions: [String] = []
    if let category = query.category {
      conditions.append("category_match = \(parameter(category.rawValue.lowercased()))")
    }
    if let needle = ProductSearch(query.searchText).needle {
      let pattern = parameter("%" + likeEscaped(String(decoding: needle, as: UTF8.self)) + "%")
      conditions.append("(title_folded LIKE \(pattern) OR description_folded LIKE \(pattern))")
    }
    let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    var page = "SELECT NULL, doc::text FROM products\(filter) ORDER BY \(order(query.sort))"
    if query.limit > 0 { page += " LIMIT \(parameter(String(query.limit)))" }
    if query.skip > 0 { page += " OFFSET \(parameter(String(query.skip)))" }
    let sql = "SELECT count(*)::text, NULL FROM products\(filter) UNION ALL (\(page))"
    return PostgresQuery(sql: sql, parameters: parameters)
  }

  static func order(_ sort: ProductSort?) -> String {
    guard let sort else { return "position" }
    let direction = sort.order == .ascending ? "ASC" : "DESC"
    guard sort.field != .id else { return "id \(direction)" }
    return "\(column(of: sort.field)) \(direction) NULLS LAST, position"
  }

  /// `text` for a LIKE pattern where it must match only itself: `\`, `%` and `_` escaped with
  /// LIKE's default escape, the backslash.
  static func likeEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  static let product = "SELECT doc::text FROM products WHERE id = $1"
  /// Each category with its count, in the order the catalog first lists them.
  static let categories =
    "SELECT category, count(*)::text FROM products WHERE category <> '' GROUP BY category ORDER BY min(position)"
}
