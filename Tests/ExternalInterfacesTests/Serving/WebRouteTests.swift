import BusinessLogic
import Testing

@testable import ExternalInterfaces

/// Routes are values read from a method and a target in one place.
struct WebRouteTests {
  private func route(_ method: String, _ target: String) -> Result<WebRoute, WebRoute.Failure> {
    let request = HTTPServerRequest(method: method, target: target, headers: [], body: [])
    return WebRoute.parse(method: method, path: request.path, query: request.query)
  }

  @Test func listRoutesBecomeTheListScenesRequest() throws {
    #expect(
      try route("GET", "/products").get()
        == .productList(ProductListRequest(limit: WebRoute.defaultLimit), select: nil))
    #expect(
      try route("GET", "/products/search?q=red+lamp&sortBy=price&order=desc&limit=5&skip=10&select=title,%20price")
        .get()
        == .productList(
          ProductListRequest(searchText: "red lamp", sortField: "price", sortOrder: "desc", limit: "5", skip: "10"),
          select: ["title", "price"]))
    #expect(
      try route("HEAD", "/products/category/home%2Ddecoration?limit=0").get()
        == .productList(ProductListRequest(category: "home-decoration", limit: "0"), select: nil))
    #expect(
      try route("GET", "/products/search").get()
        == .productList(ProductListRequest(searchText: "", limit: "30"), select: nil))
  }

  /// One rule for every method: a product's address with no id in its one writing is no
  /// product (404), on the API and on the pages.
  @Test(arguments: ["01", "abc", "0", "-1", "1.0", "99999999999999999999"])
  func anIdNotInItsOneWritingIsNoProductForEveryMethod(id: String) {
    for method in ["GET", "HEAD", "PUT", "PATCH", "DELETE", "POST"] {
      #expect(route(method, "/products/\(id)") == .failure(.noSuchProduct(id)), "\(method)")
    }
    for page in ["/product/\(id)", "/product/\(id)/edit", "/product/\(id)/delete"] {
      for method in ["GET", "POST"] {
        guard case .failure(.noSuchProduct(let named)) = PageRoute.parse(method: method, path: page[...], query: nil)
        else {
          Issue.record("\(method) \(page) is a page")
          continue
        }
        #expect(named == id)
      }
    }
  }

  @Test func everyOtherRouteHasItsValue() throws {
    #expect(try route("GET", "/products/7?select=title").get() == .productDetail(id: "7", select: ["title"]))
    #expect(try route("GET", "/products/categories").get() == .categories)
    #expect(try route("GET", "/products/category-list").get() == .categoryList)
    #expect(try route("POST", "/products/add").get() == .addProduct)
    #expect(try route("PUT", "/products/7").get() == .editProduct(id: "7"))
    #expect(try route("PATCH", "/products/7").get() == .editProduct(id: "7"))
    #expect(try route("DELETE", "/products/7").get() == .deleteProduct(id: "7"))
    #expect(try route("POST", "/auth/login").get() == .login)
    #expect(try route("GET", "/auth/me").get() == .me)
    #expect(try route("POST", "/auth/refresh").get() == .refresh)
    #expect(try route("POST", "/auth/logout").get() == .logout)
    #expect(WebRoute.deleteProduct(id: "1").isWrite && !WebRoute.login.isWrite)
  }

  @Test func whatIsNoRouteSaysWhy() {
    #expect(route("GET", "/") == .failure(.notFound))
    #expect(route("GET", "/products/1/2/3") == .failure(.notFound))
    #expect(route("GET", "/products/add") == .failure(.methodNotAllowed(allowed: ["POST"])))
    #expect(
      route("POST", "/products/1") == .failure(.methodNotAllowed(allowed: ["GET", "HEAD", "PUT", "PATCH", "DELETE"])))
    #expect(
      route("GET", "/products?q=phone")
        == .failure(.unknownParameter("q", known: ["limit", "skip", "select", "sortBy", "order"])))
    #expect(route("GET", "/products?limit=%ZZ") == .failure(.badQuery(.badEncoding(parameter: "limit"))))
    #expect(route("GET", "/products/search?q=%C3") == .failure(.badQuery(.badEncoding(parameter: "q"))))
    #expect(route("POST", "/auth/login?password=x") == .failure(.unknownParameter("password", known: [])))
  }

  @Test func aParameterGivenTwiceKeepsItsFirstValue() throws {
    let query = try WebQuery("limit=1&limit=2&q=a%26b")
    #expect(query["limit"] == "1")
    #expect(query["q"] == "a&b")
  }
}
