import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A catalog table served by Datasette (0.65, and the 1.0 alphas' shapes), at its table URL
/// (`http://127.0.0.1:8001/catalog/products`).
///
/// A list is one `<table>.json` request while the page fits one Datasette page (`_size` up to
/// 1,000), following `next_url` beyond that and for `--skip`, since the table API has no offset.
/// Search and category filters become `_where` clauses with DummyJSON's semantics; the nested
/// columns come back as JSON with `_json`; `show` reads the row page; `categories` asks SQL for
/// the counts in first-seen order.
struct DatasetteRepository: ProductRepository {
  static let pageLimit = 1_000
  static let jsonColumns = ["tags", "dimensions", "reviews", "meta", "images"]

  let sourceName: String
  private let table: ServerURL
  private let endpoint: ServerEndpoint

  init(table: ServerURL, client: HTTPClient) {
    self.table = table
    sourceName = table.displayName
    endpoint = ServerEndpoint(client: client, sourceName: sourceName)
  }

  private var tableName: String { table.segments.last ?? "" }

  func products(matching query: CatalogQuery) async throws(CatalogSourceError) -> ProductPage {
    // Datasette computes suggested facets for a table page unless told not to: at 100,000 rows
    // that is seconds per page, for numbers this command never shows.
    var parameters: [(String, String)] = [
      ("_shape", "objects"), ("_extra", "count"), ("_nosuggest", "1"), ("_nofacet", "1"),
    ]
    parameters += Self.jsonColumns.map { ("_json", $0) }
    if let text = query.searchText {
      // instr() rather than LIKE: no wildcard in the user's text can widen the match.
      let needle = Self.literal(text)
      parameters.append(
        ("_where", "(instr(lower(\"title\"), \(needle)) > 0 or instr(lower(\"description\"), \(needle)) > 0)"))
    }
    if let category = query.category {
      parameters.append(("_where", "lower(\"category\") = lower(\(Self.literal(category.rawValue)))"))
    }
    if let sort = query.sort {
      parameters.append(
        (sort.order == .ascending ? "_sort" : "_sort_desc", ServerSortNames.datasetteColumn(sort.field)))
    }
    let wanted = query.limit == 0 ? Int.max : query.skip + query.limit
    parameters.append(("_size", String(min(Self.pageLimit, max(wanted, 1)))))
    var next = table.url([], suffix: ".json", query: parameters)
    var rows: [Product] = []
    var total: Int?
    while true {
      let page = try await endpoint.page(next)
      rows += page.products
      total = total ?? page.total
      guard rows.count < wanted, let link = page.nextURL, let url = table.resolve(link) else { break }
      next = url
    }
    let start = min(query.skip, rows.count)
    let end = min(rows.count, wanted)
    return ProductPage(
      products: Array(rows[start..<max(start, end)]), total: total ?? rows.count, skip: query.skip)
  }

  /// A row's page, its lists and objects asked for as JSON.
  static func productURL(_ id: ProductID, in table: ServerURL) -> URL? {
    table.url([id.description], suffix: ".json", query: [("_shape", "objects")] + jsonColumns.map { ("_json", $0) })
  }

  func product(withID id: ProductID) async throws(CatalogSourceError) -> Product {
    let notFound = CatalogSourceError.productNotFound(id, source: sourceName)
    // Datasette's own "Record not found" is JSON; an HTML 404 means this is no Datasette table.
    let page = try await endpoint.page(Self.productURL(id, in: table), notFound: notFound)
    guard let product = page.products.first else { throw notFound }
    return product
  }

  func categories() async throws(CatalogSourceError) -> [Category] {
    let quoted = "\"" + tableName.replacingLiterally("\"", with: "\"\"") + "\""
    let sql =
      "select category, count(*) as count from \(quoted) where category is not null and category != ''"
      + " group by category order by min(rowid)"
    let url = table.parent.url([], suffix: ".json", query: [("sql", sql), ("_shape", "objects")])
    return try await endpoint.json(url) { reader throws(JSONReadError) in
      var categories: [Category] = []
      try reader.readObject { key, reader throws(JSONReadError) in
        guard key.is("rows") else { return try reader.skipValue() }
        try reader.readArray { _, reader throws(JSONReadError) in
          var slug: String?
          var count: Int?
          try reader.readObject { key, reader throws(JSONReadError) in
            if key.is("category"), slug == nil {
              slug = try reader.readString()
            } else if key.is("count"), count == nil {
              count = try reader.readInt()
            } else {
              try reader.skipValue()
            }
          }
          guard let slug, let count else { throw reader.shape("a row with category and count") }
          let category = CategorySlug(slug)
          categories.append(Category(slug: category, name: category.displayName, productCount: count))
        }
      }
      return categories
    }
  }

  /// A SQL string literal, quotes doubled.
  static func literal(_ text: String) -> String {
    "'" + text.replacingLiterally("'", with: "''") + "'"
  }

}
