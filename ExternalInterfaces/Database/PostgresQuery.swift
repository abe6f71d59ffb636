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

  /// One statement for a page and its total, so both come from one snapshot, with the
  /// catalog's generation first (`read`): `c` the count, then `p` each product of the page in
  /// order.
  static func page(_ query: CatalogQuery) -> PostgresQuery {
    read { parameter in
      var conditions: [String] = []
      if let category = query.category {
        conditions.append("category_match = \(parameter(category.rawValue.lowercased()))")
      }
      if let needle = ProductSearch(query.searchText).needle {
        let pattern = parameter("%" + likeEscaped(String(decoding: needle, as: UTF8.self)) + "%")
        conditions.append("(title_folded LIKE \(pattern) OR description_folded LIKE \(pattern))")
      }
      let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
      var page = "SELECT 'p', doc::text, NULL FROM products\(filter) ORDER BY \(order(query.sort))"
      if query.limit > 0 { page += " LIMIT \(parameter(String(query.limit)))" }
      if query.skip > 0 { page += " OFFSET \(parameter(String(query.skip)))" }
      return "SELECT 'c', count(*)::text, NULL FROM products\(filter) UNION ALL (\(page))"
    }
  }

  /// One product by id, a `p` row (none when no product has it).
  static func product(_ id: ProductID) -> PostgresQuery {
    read { parameter in "SELECT 'p', doc::text, NULL FROM products WHERE id = \(parameter(String(id.rawValue)))" }
  }

  /// Each category (`k` rows: the slug and its count), in the order the catalog first lists them.
  static func categories() -> PostgresQuery {
    read { _ in
      "(SELECT 'k', category, count(*)::text FROM products WHERE category <> '' GROUP BY category"
        + " ORDER BY min(position))"
    }
  }

  /// The catalog's generation: which answers read before are still true (`PostgresAnswers`).
  /// Every change to `products` moves it, in the change's own transaction.
  static let generation = "SELECT \(generationText) FROM catalog_changes"
  /// The generation as text, `label:count`, as every read gives it and `PostgresAnswers` compares it.
  private static let generationText = "label || ':' || generation"

  /// A read whose rows are (kind, value, value), the first (`g`, the catalog's generation, from
  /// the same snapshot as the rest). `body` writes the rest, given a way to add a parameter.
  private static func read(_ body: (_ parameter: (String) -> String) -> String) -> PostgresQuery {
    var parameters: [String?] = []
    func parameter(_ value: String) -> String {
      parameters.append(value)
      return "$\(parameters.count)"
    }
    let rest = body(parameter)
    return PostgresQuery(
      sql: "SELECT 'g', \(generationText), NULL FROM catalog_changes UNION ALL \(rest)",
      parameters: parameters)
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
}
