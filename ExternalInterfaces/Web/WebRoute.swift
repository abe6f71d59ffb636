import BusinessLogic
import DomainEntities

/// Where a request to `catalog serve` goes, as a value: DummyJSON's routes
/// (docs/SERVER.md). Parsed from the method and target in one place (`parse`); each scene's
/// registration answers the routes that are its own.
enum WebRoute: Equatable, Sendable {
  /// `/products`, `/products/search?q=`, `/products/category/{slug}`; `select` keeps only
  /// those members (and `id`).
  case productList(ProductListRequest, select: [String]?)
  case productDetail(id: String, select: [String]?)
  /// `/products/categories`: every category as an object.
  case categories
  /// `/products/category-list`: every category's slug.
  case categoryList
  case addProduct
  /// `PUT` or `PATCH /products/{id}`: both merge the body's members into the product, as
  /// DummyJSON's do.
  case editProduct(id: String)
  case deleteProduct(id: String)
  case login
  case me
  case refresh
  case logout
  /// `/openapi.json`: the API described.
  case openAPI
  /// A web page (`/`, `/product/{id}`, …) and whether a form was posted to it.
  case page(PageRoute, submits: Bool)

  /// Whether it changes the catalog.
  var isWrite: Bool {
    switch self {
    case .addProduct, .editProduct, .deleteProduct: true
    default: false
    }
  }

  /// Why a target is no route.
  enum Failure: Error, Equatable {
    case notFound
    /// `/products/{id}` or a product's page with no product's id in its one form (`01`, `abc`):
    /// no resource, whatever the method.
    case noSuchProduct(String)
    /// The path is a route, but not for this method; `allowed` go in the `Allow` field.
    case methodNotAllowed(allowed: [String])
    case badQuery(WebQuery.Failure)
    case unknownParameter(String, known: [String])
    /// `select` names a field no product has (`ProductFieldPath`, the fields `--fields` takes).
    case unknownField(String, known: [String])
  }

  /// DummyJSON's page size when none is asked for.
  static let defaultLimit = "30"

  static func parse(method: String, path: Substring, query: Substring?) -> Result<WebRoute, Failure> {
    let segments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let decoded = segments.map { WebQuery.decode($0) ?? "\u{FFFD}" }
    let parameters: WebQuery
    do throws(WebQuery.Failure) {
      parameters = try WebQuery(query)
    } catch {
      return .failure(.badQuery(error))
    }
    let read = method == "GET" || method == "HEAD"
    func only(_ methods: [String], _ route: () -> Result<WebRoute, Failure>) -> Result<WebRoute, Failure> {
      let allowed = methods.contains("GET") ? methods + ["HEAD"] : methods
      return allowed.contains(method) ? route() : .failure(.methodNotAllowed(allowed: allowed))
    }
    switch decoded {
    case ["products"]:
      return only(["GET"]) { list(parameters, known: listParameters) { _ in } }
    case ["products", "search"]:
      return only(["GET"]) {
        list(parameters, known: ["q"] + listParameters) { $0.searchText = parameters["q"] ?? "" }
      }
    case ["products", "categories"]:
      return only(["GET"]) { none(parameters, .categories) }
    case ["products", "category-list"]:
      return only(["GET"]) { none(parameters, .categoryList) }
    case ["products", "add"]:
      return only(["POST"]) { none(parameters, .addProduct) }
    case _ where decoded.count == 3 && decoded[0] == "products" && decoded[1] == "category":
      return only(["GET"]) { list(parameters, known: listParameters) { $0.category = decoded[2] } }
    case _ where decoded.count == 2 && decoded[0] == "products":
      let id = decoded[1]
      guard ProductID(canonical: id) != nil else { return .failure(.noSuchProduct(id)) }
      if read {
        return checked(parameters, known: ["select"]).flatMap { selected(parameters) }.map {
          .productDetail(id: id, select: $0)
        }
      }
      switch method {
      case "PUT", "PATCH": return none(parameters, .editProduct(id: id))
      case "DELETE": return none(parameters, .deleteProduct(id: id))
      default: return .failure(.methodNotAllowed(allowed: ["GET", "HEAD", "PUT", "PATCH", "DELETE"]))
      }
    case ["auth", "login"]:
      return only(["POST"]) { none(parameters, .login) }
    case ["auth", "me"]:
      return only(["GET"]) { none(parameters, .me) }
    case ["auth", "refresh"]:
      return only(["POST"]) { none(parameters, .refresh) }
    case ["auth", "logout"]:
      return only(["POST"]) { none(parameters, .logout) }
    case ["openapi.json"]:
      return only(["GET"]) { none(parameters, .openAPI) }
    default:
      return .failure(.notFound)
    }
  }

  private static let listParameters = ["limit", "skip", "select", "sortBy", "order"]

  private static func list(
    _ parameters: WebQuery, known: [String], _ narrow: (inout ProductListRequest) -> Void
  ) -> Result<WebRoute, Failure> {
    checked(parameters, known: known).flatMap { selected(parameters) }.map { select in
      var request = ProductListRequest(
        sortField: parameters["sortBy"], sortOrder: parameters["order"],
        limit: parameters["limit"] ?? defaultLimit, skip: parameters["skip"])
      narrow(&request)
      return .productList(request, select: select)
    }
  }

  private static func none(_ parameters: WebQuery, _ route: WebRoute) -> Result<WebRoute, Failure> {
    checked(parameters, known: []).map { route }
  }

  private static func checked(_ parameters: WebQuery, known: [String]) -> Result<Void, Failure> {
    // `delay` is DummyJSON's way to slow an answer down for testing; it is accepted and ignored.
    if let unknown = parameters.names.first(where: { !known.contains($0) && $0 != "delay" }) {
      return .failure(.unknownParameter(unknown, known: known))
    }
    return .success(())
  }

  /// `select`'s field names, each one `--fields` takes (`dimensions.width` too); a failure
  /// naming the first that is none.
  private static func selected(_ parameters: WebQuery) -> Result<[String]?, Failure> {
    guard let text = parameters["select"] else { return .success(nil) }
    let names = text.split(separator: ",").map { String($0).trimmed }
    if let unknown = names.first(where: { ProductFieldPath($0) == nil }) {
      return .failure(.unknownField(unknown, known: ProductFieldPath.all.map(\.name)))
    }
    return .success(names)
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
