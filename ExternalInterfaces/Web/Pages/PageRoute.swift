import DomainEntities

/// Where a request for a page goes (`catalog serve`'s web pages; docs/SERVER.md). The API keeps
/// `/products` and `/auth`; everything else is a page or not found.
enum PageRoute: Equatable, Sendable {
  case list(ListPageState)
  /// A product, reached from a list (`at` is its place there, from 0).
  case detail(id: String, from: ListPageState, at: Int?)
  case categories
  case about
  case add
  case edit(id: String)
  case delete(id: String)
  case login(next: String)
  case logout
  case asset(PageAsset)
  /// `/{command}`: the page of a scene that registers one under its command's name (what
  /// `scripts/new-scene --web` generates), with the address's query.
  case scene(command: String, query: WebQuery)

  /// Whether a page route's form changes the catalog (and so needs a server that takes changes).
  var isWrite: Bool {
    switch self {
    case .add, .edit, .delete: true
    default: false
    }
  }

  /// Whether its page carries a form, and so needs a session for the form's token.
  var hasForm: Bool {
    switch self {
    case .add, .edit, .delete, .login: true
    default: false
    }
  }

  /// Whether `path` is the API's (`/products…`, `/auth/…`), not a page's.
  static func isAPI(_ path: Substring) -> Bool {
    let first = path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: true).first
    return first == "products" || first == "auth" || first == "openapi.json"
  }

  /// The route of a page request and whether it submits a form; a failure for no page or the
  /// wrong method.
  static func parse(method: String, path: Substring, query: Substring?) -> Result<
    (route: PageRoute, submits: Bool), WebRoute.Failure
  > {
    let parameters: WebQuery
    do throws(WebQuery.Failure) {
      parameters = try WebQuery(query)
    } catch {
      return .failure(.badQuery(error))
    }
    let segments = path.split(separator: "/", omittingEmptySubsequences: true).map {
      WebQuery.decode($0) ?? "\u{FFFD}"
    }
    let read = method == "GET" || method == "HEAD"
    func page(_ route: PageRoute, posts: Bool = false) -> Result<(route: PageRoute, submits: Bool), WebRoute.Failure> {
      if read { return .success((route, false)) }
      if posts, method == "POST" { return .success((route, true)) }
      return .failure(.methodNotAllowed(allowed: posts ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"]))
    }
    switch segments {
    case []: return page(.list(ListPageState(parameters)))
    case ["categories"]: return page(.categories)
    case ["about"]: return page(.about)
    case ["add"]: return page(.add, posts: true)
    case ["login"]: return page(.login(next: localAddress(parameters["next"]) ?? "/"), posts: true)
    case ["logout"]:
      return method == "POST" ? .success((.logout, true)) : .failure(.methodNotAllowed(allowed: ["POST"]))
    case _ where segments.count == 2 && segments[0] == "assets":
      guard let asset = PageAsset(rawValue: segments[1]) else { return .failure(.notFound) }
      return page(.asset(asset))
    case _ where segments.count == 1 && segments[0].wholeMatch(of: /[a-z][a-z0-9-]{0,39}/) != nil:
      return page(.scene(command: segments[0], query: parameters))
    case _ where segments.count >= 2 && segments[0] == "product" && ProductID(canonical: segments[1]) == nil:
      return .failure(.noSuchProduct(segments[1]))
    case _ where segments.count == 2 && segments[0] == "product":
      // A place in a list no further than its last page reaches; anything else is no place.
      let at = parameters["at"].flatMap(Int.init).flatMap { (0..<10_000_000_000).contains($0) ? $0 : nil }
      return page(.detail(id: segments[1], from: ListPageState(parameters), at: at))
    case _ where segments.count == 3 && segments[0] == "product" && segments[2] == "edit":
      return page(.edit(id: segments[1]), posts: true)
    case _ where segments.count == 3 && segments[0] == "product" && segments[2] == "delete":
      return page(.delete(id: segments[1]), posts: true)
    default: return .failure(.notFound)
    }
  }

  /// A page of this server to go to after signing in: a path, never another site's address
  /// (`//host`, `/\host` and schemes are refused, so the form cannot be a redirector).
  static func localAddress(_ text: String?) -> String? {
    guard let text, text.hasPrefix("/"), !text.hasPrefix("//"), !text.hasPrefix("/\\"),
      !text.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || $0 == "\\" })
    else { return nil }
    return text
  }
}
