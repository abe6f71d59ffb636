import ApplicationLogic
import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// The web pages' checks and scenes in process: a request in, a page out, over a real catalog
/// file. (The pages in a real browser: Tests/Browser/web_pages_test.py.)
@Suite(.serialized) struct CatalogPagesTests {
  private let served: ServedCatalog

  init() throws {
    served = try ServedCatalog()
  }

  private func text(_ response: HTTPServerResponse) -> String {
    String(decoding: response.body, as: UTF8.self)
  }

  private func header(_ name: String, _ response: HTTPServerResponse) -> String? {
    response.headers.first { $0.name == name }?.value
  }

  private func cookie(_ response: HTTPServerResponse) -> String? {
    header("Set-Cookie", response).flatMap {
      PageSessions.id(inCookies: $0.split(separator: ";").first.map(String.init))
    }
  }

  private func formToken(_ page: String) -> String? {
    page.firstRange(of: #/name="token" value="([^"]*)"/#).map { String(page[$0]).split(separator: "\"")[3] }
      .map(String.init)
  }

  private func post(_ target: String, _ fields: [(String, String)], cookie: String?, origin: String? = nil)
    -> HTTPServerRequest
  {
    var headers = ["content-type": "application/x-www-form-urlencoded"]
    if let cookie { headers["cookie"] = "\(PageSessions.cookieName)=\(cookie)" }
    if let origin { headers["origin"] = origin }
    let body = fields.map { HTML.percentEncoded($0.0) + "=" + HTML.percentEncoded($0.1) }.joined(separator: "&")
    return ServedCatalog.request("POST", target, body: "", headers: headers).withBody(Array(body.utf8))
  }

  @Test func textFromACatalogIsEscapedForWhereItLands() {
    #expect(HTML.text("<script>\"x\" & 'y'</script>") == "&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;")
    #expect(HTML.text("a\u{0}b\u{1B}[31mc\u{85}") == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}")
    #expect(HTML.paragraphs("one <b>\ntwo") == "one &lt;b&gt;<br>two")
    for refused in [
      "javascript:alert(1)", "JaVaScRiPt:alert(1)", "data:text/html,x", "//evil.example/x", "/local", "https://",
      "https://a b.example", "http://x\\y", "vbscript:x", "https:evil",
    ] {
      #expect(HTML.externalAddress(refused) == nil, "\(refused)")
    }
    #expect(
      HTML.externalAddress("https://cdn.example/a.png?x=1&y=\"2\"")
        == "https://cdn.example/a.png?x=1&amp;y=&quot;2&quot;")
    #expect(HTML.address("/", [("q", "a&b =/?#é"), ("page", nil), ("sort", "")]) == "/?q=a%26b%20%3D%2F%3F%23%C3%A9")
  }

  @Test func pageAddressesAreParsedAndTheAPIKeepsItsOwn() throws {
    #expect(PageRoute.isAPI("/products/1") && PageRoute.isAPI("/auth/login") && !PageRoute.isAPI("/product/1"))
    let list = try PageRoute.parse(method: "GET", path: "/", query: "q=phone&sort=price&page=2&utm=x").get()
    #expect(list.route == .list(ListPageState(search: "phone", sort: "price", page: "2")) && !list.submits)
    let detail = try PageRoute.parse(method: "GET", path: "/product/5", query: "category=beauty&at=3").get()
    #expect(detail.route == .detail(id: "5", from: ListPageState(category: "beauty"), at: 3))
    #expect(try PageRoute.parse(method: "POST", path: "/product/5/edit", query: nil).get().submits)
    #expect(throws: WebRoute.Failure.self) { try PageRoute.parse(method: "POST", path: "/", query: nil).get() }
    #expect(throws: WebRoute.Failure.self) { try PageRoute.parse(method: "GET", path: "/logout", query: nil).get() }
    #expect(throws: WebRoute.Failure.self) {
      try PageRoute.parse(method: "GET", path: "/assets/x.js", query: nil).get()
    }
    for address in ["//evil.example", "/\\evil.example", "https://evil.example", "evil", "/a b", "/\u{7F}"] {
      #expect(PageRoute.localAddress(address) == nil, "\(address)")
    }
    #expect(PageRoute.localAddress("/product/5/edit?x=1") == "/product/5/edit?x=1")
    #expect(ListPageState(limit: "0").problem != nil && ListPageState(limit: "101").problem != nil)
    #expect(ListPageState(page: "0").problem != nil && ListPageState(limit: "100", page: "3").problem == nil)
  }

  @Test func hostileAddressesAreAnsweredNeverTrapped() async {
    let handler = served.handler()
    let targets = [
      "/?page=9223372036854775807", "/?page=-1&limit=9223372036854775807", "/?limit=-5", "/?page=1e9",
      "/product/1?at=9223372036854775807&page=9223372036854775807", "/product/1?at=-3", "/product/%FF",
      "/product/1/edit/x", "/%2e%2e/etc/passwd", "/product/" + String(repeating: "9", count: 400),
      "/?q=%00%1B[31m&category=%E2%80%AE", "/assets/../catalog.js", "/login?next=%0d%0aSet-Cookie:x",
    ]
    for target in targets {
      let answer = await handler.respond(to: ServedCatalog.request("GET", target))
      #expect([200, 400, 404].contains(answer.status), "\(target): \(answer.status)")
      #expect(!answer.headers.contains { $0.value.contains("\r") || $0.value.contains("\n") }, "\(target)")
    }
    #expect(await handler.respond(to: ServedCatalog.request("GET", "/?page=100000001")).status == 400)
  }

  @Test func theBrowsersLanguageChoosesTheMoneyFormat() {
    #expect(PageLocale.identifier(acceptLanguage: "de-DE,de;q=0.9,en;q=0.8") == "de_DE")
    #expect(PageLocale.identifier(acceptLanguage: "en;q=0.5, fr-FR") == "fr_FR")
    #expect(PageLocale.identifier(acceptLanguage: "*, xx-;q=1") == nil)
    #expect(PageLocale.identifier(acceptLanguage: "ja-JP;q=0") == nil)
    #expect(PageLocale.identifier(acceptLanguage: nil) == nil)
  }

  @Test func aPageShowsThePresentersFiguresAndAPageOfTheList() async {
    let page = await served.handler().respond(
      to: ServedCatalog.request("GET", "/?category=smartphones&sort=price&order=desc&limit=5&page=2"))
    #expect(page.status == 200)
    #expect(header("Content-Type", page) == "text/html; charset=utf-8")
    let csp = header("Content-Security-Policy", page) ?? ""
    #expect(csp.contains("script-src 'self'") && csp.contains("img-src 'self';") && !csp.contains("unsafe"))
    let html = text(page)
    #expect(html.contains("Showing 6–10 of 16 products"))
    #expect(html.contains("$399.99") && !html.contains("$1,099.99"), "page 2, without the most expensive of page 1")
    #expect(html.contains("rel=\"prev\" href=\"/?category=smartphones&amp;sort=price&amp;order=desc&amp;limit=5\""))
    #expect(html.contains("Page 2 of 4"))
    let bad = await served.handler().respond(to: ServedCatalog.request("GET", "/?sort=prize&limit=500"))
    #expect(bad.status == 400 && text(bad).contains("page size &quot;500&quot; is not a whole number from 1 to 100"))
  }

  /// Every page, a failure's too, asks a browser not to paint it before its footer is parsed,
  /// so a list is never painted with half its rows (whose columns the rest would widen).
  @Test func everyPageIsPaintedOnlyOnceItsLastPartIsParsed() async throws {
    for target in ["/", "/?limit=100", "/product/1", "/categories", "/login", "/product/99999", "/?sort=prize"] {
      let html = text(await served.handler().respond(to: ServedCatalog.request("GET", target)))
      let head = html.firstRange(of: "</head>").map { html[..<$0.lowerBound] } ?? ""
      #expect(head.contains("<link rel=\"expect\" href=\"#end\" blocking=\"render\">"), "\(target)")
      #expect(html.ranges(of: "id=\"end\"").count == 1, "\(target)")
      let footer = try #require(html.firstRange(of: "<footer id=\"end\">"), "\(target)")
      let main = try #require(html.firstRange(of: "</main>"), "\(target)")
      #expect(main.upperBound <= footer.lowerBound, "\(target): after the main part")
    }
  }

  @Test func aProductLinksToItsNeighboursInTheListItCameFrom() async throws {
    let list = try JSONSerialization.jsonObject(
      with: Data(
        await served.handler().respond(to: ServedCatalog.request("GET", "/products?sortBy=price&limit=3")).body))
    let ids = try #require(((list as? [String: Any])?["products"] as? [[String: Any]])?.compactMap { $0["id"] as? Int })
    let page = text(
      await served.handler().respond(to: ServedCatalog.request("GET", "/product/\(ids[1])?sort=price&at=1")))
    #expect(page.contains("rel=\"prev\" href=\"/product/\(ids[0])?sort=price&amp;at=0\""))
    #expect(page.contains("rel=\"next\" href=\"/product/\(ids[2])?sort=price&amp;at=2\""))
    let moved = text(
      await served.handler().respond(to: ServedCatalog.request("GET", "/product/\(ids[1])?sort=price&at=2")))
    #expect(!moved.contains("rel=\"prev\""), "a list that no longer has the product there gives no neighbours")
  }

  @Test func aFormIsTakenOnlyWithItsSessionsTokenFromThisSite() async throws {
    let handler = served.handler()
    let before = try Data(contentsOf: URL(fileURLWithPath: served.path))
    let form = await handler.respond(to: ServedCatalog.request("GET", "/add"))
    let session = try #require(cookie(form))
    #expect(header("Set-Cookie", form)?.hasSuffix("; Path=/; HttpOnly; SameSite=Strict") == true)
    let token = try #require(formToken(text(form)))
    let fields = [("token", token), ("title", "Lamp"), ("price", "12.5"), ("category", "lighting")]
    let refused = [
      post("/add", fields, cookie: nil),
      post("/add", fields, cookie: "forged"),
      post("/add", [("token", "forged")] + fields.dropFirst(), cookie: session),
      post("/add", fields, cookie: session, origin: "http://evil.example"),
      post("/add", fields, cookie: session, origin: "null"),
      ServedCatalog.request("POST", "/add", body: "{}", headers: ["cookie": "\(PageSessions.cookieName)=\(session)"]),
    ]
    for request in refused {
      let answer = await handler.respond(to: request)
      #expect(answer.status == 403 && text(answer).contains("Form expired"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: served.path)) == before, "a refused form wrote something")
    let added = await handler.respond(to: post("/add", fields, cookie: session, origin: "http://127.0.0.1:8080"))
    #expect(added.status == 303 && header("Location", added) == "/product/195")
    let shown = await handler.respond(
      to: ServedCatalog.request("GET", "/product/195", headers: ["cookie": "\(PageSessions.cookieName)=\(session)"]))
    #expect(text(shown).contains("added product 195"), "the notice is said once, on the next page")
    let again = await handler.respond(
      to: ServedCatalog.request("GET", "/product/195", headers: ["cookie": "\(PageSessions.cookieName)=\(session)"]))
    #expect(!text(again).contains("added product 195"))
  }

  @Test func everyProblemIsShownBesideItsFieldAndNothingIsSaved() async throws {
    let handler = served.handler()
    let before = try Data(contentsOf: URL(fileURLWithPath: served.path))
    let form = await handler.respond(to: ServedCatalog.request("GET", "/product/1/edit"))
    let (session, token) = (try #require(cookie(form)), try #require(formToken(text(form))))
    let answer = await handler.respond(
      to: post(
        "/product/1/edit", [("token", token), ("price", "9.999"), ("rating", "7"), ("title", "")], cookie: session))
    #expect(answer.status == 400)
    let page = text(answer)
    #expect(page.contains("product not saved: 3 problems"))
    for field in ["price", "rating", "title"] {
      #expect(page.contains("id=\"field-\(field)-problem\""), "\(field)")
      #expect(
        page.contains(
          "id=\"field-\(field)\" name=\"\(field)\" aria-describedby=\"field-\(field)-hint field-\(field)-problem\" aria-invalid=\"true\""
        ))
    }
    #expect(page.contains("value=\"9.999\""), "what was sent is shown again")
    #expect(try Data(contentsOf: URL(fileURLWithPath: served.path)) == before)
  }

  /// GOV.UK's error summary: "Error:" in the title, the summary focused first, and each problem
  /// in it a link to its field, in the form's order. (Focus itself: the browser test.)
  @Test func aRefusedFormSaysErrorInItsTitleAndLinksEachProblemToItsField() async throws {
    let handler = served.handler()
    let form = await handler.respond(to: ServedCatalog.request("GET", "/product/1/edit"))
    #expect(text(form).contains("<title>Edit "))
    let (session, token) = (try #require(cookie(form)), try #require(formToken(text(form))))
    let page = text(
      await handler.respond(
        to: post("/product/1/edit", [("token", token), ("rating", "7"), ("price", "-1")], cookie: session)))
    #expect(page.contains("<title>Error: Edit "))
    #expect(page.contains("id=\"form-problems\" tabindex=\"-1\" autofocus"))
    let price = try #require(page.range(of: "<li><a href=\"#field-price\">Price: "))
    let rating = try #require(page.range(of: "<li><a href=\"#field-rating\">Rating: "))
    #expect(price.lowerBound < rating.lowerBound)
  }

  /// What a keyboard, a screen reader and a colour-blind reader need: a skip link before any
  /// other, low stock said in words, the categories offered, the same data's JSON for this list.
  @Test func everyPageOpensWithASkipLinkAndSaysInWordsWhatColourSays() async throws {
    let handler = served.handler()
    for target in ["/", "/categories", "/product/3", "/about"] {
      let page = text(await handler.respond(to: ServedCatalog.request("GET", target)))
      let body = try #require(page.range(of: "<body>"))
      #expect(page[body.upperBound...].hasPrefix("\n<a class=\"skip\" href=\"#main\">"), "\(target)")
      #expect(page.contains("<main id=\"main\" tabindex=\"-1\">"))
    }
    let list = text(await handler.respond(to: ServedCatalog.request("GET", "/?q=mascara&sort=price&page=1&limit=10")))
    #expect(list.contains("<a href=\"/products/search?q=mascara&amp;sortBy=price&amp;limit=10\">the same data as JSON"))
    let second = text(await handler.respond(to: ServedCatalog.request("GET", "/?category=beauty&limit=2&page=2")))
    #expect(second.contains("<a href=\"/products/category/beauty?limit=2&amp;skip=2\">the same data as JSON"))
    let product = text(await handler.respond(to: ServedCatalog.request("GET", "/product/3")))
    #expect(product.contains("<a href=\"/products/3\">the same data as JSON"))
    #expect(list.contains("<datalist id=\"categories\"><option value=\"beauty\">Beauty</option>"))
    #expect(list.contains("list=\"categories\""))
    // Product 9 has 4 left, which the catalog calls low stock; product 6 has 90.
    let fragrances = text(await handler.respond(to: ServedCatalog.request("GET", "/?category=fragrances")))
    #expect(fragrances.contains(">4</span> <span class=\"mark\">low</span></td>"))
    #expect(fragrances.components(separatedBy: "class=\"mark\"").count == 2)
  }

  @Test func aGermanPageWritesRatingsAsItsPrices() async {
    let page = text(
      await served.handler().respond(
        to: ServedCatalog.request("GET", "/?limit=1", headers: ["accept-language": "de-DE,de;q=0.9"])))
    #expect(page.contains("9,99"))
    #expect(page.contains("2,56 ★"))
    #expect(!page.contains("2.56"))
  }

  @MainActor @Test func theFormsValuesAreReadBackByTheRulesAsTheProductItself() async throws {
    let repository = CatalogRepositoryFactory().makeRepository(for: .file(path: served.path))
    let store = CatalogRepositoryFactory().makeStore(for: .file(path: served.path))
    let catalog = try await repository.products(matching: CatalogQuery(limit: 0))
    #expect(catalog.products.count == 194)
    for product in catalog.products {
      let everyField = ProductForm(
        ProductFormFields.fields.compactMap { entry in
          let text = ProductFormFields.typedText(of: entry.field, in: product)
          return text.isEmpty ? nil : FieldMember(entry.field.rawValue, .typed(text))
        })
      let display = EditDisplaySpy()
      let interactor = EditProductInteractor(store: store, repository: repository)
      let presenter = EditProductPresenter(vocabulary: PageVocabulary())
      interactor.presenter = presenter
      presenter.display = display
      await interactor.saveProduct(
        EditProduct.Save.Request(productID: product.id.description, form: everyField, isDryRun: true))
      #expect(
        display.saved == ["no changes to product \(product.id)"],
        "\(product.id): \(display.problems.joined(separator: "; "))")
    }
  }

  @Test func aServerThatTakesNoChangesOffersNoForms() async throws {
    let readOnly = served.handler(readOnly: true)
    let list = text(await readOnly.respond(to: ServedCatalog.request("GET", "/")))
    #expect(!list.contains("href=\"/add\""))
    #expect(await readOnly.respond(to: ServedCatalog.request("GET", "/add")).status == 405)
    let refused = served.handler(writes: .refused)
    #expect(await refused.respond(to: ServedCatalog.request("GET", "/product/1/edit")).status == 403)
  }

  @Test func imagesLoadOnlyWhenTheOperatorSaysSo() async {
    for loads in [false, true] {
      let page = await served.handler(loadsImages: loads).respond(to: ServedCatalog.request("GET", "/product/1"))
      let html = text(page)
      let csp = header("Content-Security-Policy", page) ?? ""
      #expect(html.contains("<img src=\"https://cdn.dummyjson.com/") == loads)
      #expect(html.contains("<a href=\"https://cdn.dummyjson.com/") == !loads, "without --images, links only")
      #expect(csp.contains("img-src 'self' https: http:;") == loads)
      #expect(html.contains("alt=\"Essence Mascara Lash Princess, image 1\"") == loads)
      let list = text(await served.handler(loadsImages: loads).respond(to: ServedCatalog.request("GET", "/?limit=2")))
      #expect(
        list.contains(
          "<img class=\"thumb\" src=\"https://cdn.dummyjson.com/product-images/beauty/essence-mascara-lash-princess/thumbnail.webp\" width=\"40\" height=\"40\" alt=\"\" loading=\"lazy\""
        ) == loads)
    }
  }

  @Test func aServerWithOnlyAnOperatorsTokenOffersNoSignIn() async {
    let accounts = ServeAccounts(users: [], operatorToken: "operator-token-0123456789")
    let handler = served.handler(writes: .signedIn, accounts: accounts)
    let list = text(await handler.respond(to: ServedCatalog.request("GET", "/")))
    #expect(!list.contains("href=\"/login\"") && !list.contains("href=\"/add\""))
    let add = await handler.respond(to: ServedCatalog.request("GET", "/add"))
    #expect(add.status == 403 && text(add).contains("operator&#39;s token"))
  }

  @Test func signingInStartsANewSessionWhoseCookieHoldsNoToken() async throws {
    let accounts = ServeAccounts(users: [.init(id: 1, username: "ada", password: "correct horse")], operatorToken: nil)
    let handler = served.handler(writes: .signedIn, accounts: accounts)
    let edit = await handler.respond(to: ServedCatalog.request("GET", "/product/1/edit"))
    #expect(edit.status == 303 && header("Location", edit) == "/login?next=%2Fproduct%2F1%2Fedit")
    let before = try #require(cookie(edit))
    let login = await handler.respond(
      to: ServedCatalog.request(
        "GET", "/login?next=/product/1/edit", headers: ["cookie": "\(PageSessions.cookieName)=\(before)"]))
    let token = try #require(formToken(text(login)))
    let wrong = await handler.respond(
      to: post("/login", [("token", token), ("username", "ada"), ("password", "nope")], cookie: before))
    #expect(wrong.status == 401 && !text(wrong).contains("nope"))
    let signedIn = await handler.respond(
      to: post(
        "/login", [("token", token), ("username", "ada"), ("password", "correct horse"), ("next", "//evil.example")],
        cookie: before))
    #expect(signedIn.status == 303 && header("Location", signedIn) == "/", "another site is never where sign-in leads")
    let after = try #require(cookie(signedIn))
    #expect(after != before, "the session planted before sign-in is not the one signed in")
    #expect(!after.contains("."), "the cookie is a session id, not a token")
    let form = await handler.respond(
      to: ServedCatalog.request("GET", "/product/1/edit", headers: ["cookie": "\(PageSessions.cookieName)=\(after)"]))
    #expect(form.status == 200 && text(form).contains("Signed in as <strong>ada</strong>"))
    let old = await handler.respond(
      to: ServedCatalog.request("GET", "/product/1/edit", headers: ["cookie": "\(PageSessions.cookieName)=\(before)"]))
    #expect(old.status == 303, "the old session was ended at sign-in")
  }

  /// "no product with id 99999 at /path/to/catalog.json": pages told visitors where the file is.
  @Test func aPageNeverSaysWhereTheCatalogIs() async {
    let handler = served.handler()
    for target in ["/product/99999", "/product/99999/edit", "/product/99999/delete"] {
      let page = await handler.respond(to: ServedCatalog.request("GET", target))
      #expect(page.status == 404, "\(target)")
      #expect(!text(page).contains(served.folder.path), "\(target) shows where the catalog is")
      #expect(text(page).contains("no product with id 99999 at the catalog"), "\(target)")
    }
  }

  /// 10,100 pipelined `GET /login` in 1.7 s signed out a signed-in user: every visitor's page
  /// with a form made a session, and the oldest of 10,000 went. A visitor now costs no state.
  @Test func aFloodOfVisitorsKeepsNothingAndSignsNoOneOut() async throws {
    let accounts = ServeAccounts(users: [.init(id: 1, username: "ada", password: "correct horse")], operatorToken: nil)
    let handler = served.handler(writes: .signedIn, accounts: accounts)
    let login = await handler.respond(to: ServedCatalog.request("GET", "/login"))
    let visitor = try #require(cookie(login))
    let token = try #require(formToken(text(login)))
    let signedIn = await handler.respond(
      to: post("/login", [("token", token), ("username", "ada"), ("password", "correct horse")], cookie: visitor))
    let session = try #require(cookie(signedIn))
    for _ in 0..<(PageSessions.limit + 100) {
      _ = await handler.respond(to: ServedCatalog.request("GET", "/login"))
    }
    #expect(handler.pages.sessions.counts == (signedIn: 1, visitors: 0))
    let edit = await handler.respond(
      to: ServedCatalog.request("GET", "/product/1/edit", headers: ["cookie": "\(PageSessions.cookieName)=\(session)"]))
    #expect(edit.status == 200 && text(edit).contains("Signed in as <strong>ada</strong>"), "the flood signed ada out")
    // A visitor's form still works with no state: its token comes from its cookie and a key.
    let other = await handler.respond(to: ServedCatalog.request("GET", "/login"))
    let otherToken = try #require(formToken(text(other)))
    let forged = await handler.respond(
      to: post("/login", [("token", otherToken), ("username", "ada"), ("password", "x")], cookie: visitor))
    #expect(forged.status == 403, "one visitor's form token was taken with another's cookie")
  }

  @Test func aVisitorsFormTokenIsAKeyedHashOfItsCookie() {
    // SipHash-2-4's published vector: key 00..0f, message 00..0e.
    let key = (UInt64(0x0706_0504_0302_0100), UInt64(0x0f0e_0d0c_0b0a_0908))
    #expect(SipHash(key: key).hash(Array(0..<15) as [UInt8]) == 0xa129_ca61_49be_45e5)
    #expect(SipHash(key: key).hash([] as [UInt8]) == 0x726f_db47_dd0e_0e31)
    let one = PageSessions(key: (1, 2))
    let visitor = one.visitor()
    #expect(one.session(visitor.id)?.formToken == visitor.session.formToken)
    #expect(PageSessions(key: (1, 3)).session(visitor.id)?.formToken != visitor.session.formToken)
    #expect(one.session("not-one-of-ours") == nil)
    #expect(one.counts == (signedIn: 0, visitors: 0))
  }

  /// Without --rates, a visitor's `?currency=` made the server call a public rates service;
  /// now it says there is none, and /about says so.
  @MainActor @Test func withoutARatesServiceCurrencyIsUnavailableAndSaidSo() async throws {
    let handler = served.handler(
      services: CatalogAPIHandler.PageServices(
        rates: nil,
        about: AboutFacts(
          programName: "catalog", version: "test", programLicense: "MIT",
          catalog: CatalogCommand.description(of: .file(path: served.path)))))
    let list = await handler.respond(to: ServedCatalog.request("GET", "/?currency=EUR"))
    #expect(list.status == 400)
    #expect(text(list).contains("there is no exchange rates service"))
    #expect(text(list).contains("the server&#39;s operator names a rates service with --rates"))
    let about = await handler.respond(to: ServedCatalog.request("GET", "/about"))
    #expect(about.status == 200)
    #expect(text(about).contains("none: prices are not converted here"))
  }

  /// The operator's rates URL, access key and all, was shown on /about and in errors.
  @Test func aRatesServiceIsShownByItsHostAlone() {
    let vocabulary = PageVocabulary()
    #expect(
      vocabulary.shown(ratesLocation: "https://user:pw@rates.example:8443/v1/latest?access_key=SECRET")
        == "https://rates.example")
    #expect(vocabulary.shown(ratesLocation: "/etc/catalog/eurofxref.xml") == "the server's rates file")
    #expect(vocabulary.shown(source: "/srv/catalog.json") == "the catalog")
    #expect(CommandLineVocabulary().shown(ratesLocation: "/etc/rates.xml") == "/etc/rates.xml")
  }

  /// `Host: localhost:PORT@evil.example` was accepted, and reflected in the pages' links.
  @Test(arguments: [
    ("127.0.0.1:8080", 200), ("localhost", 200), ("[::1]:8080", 200), ("LOCALHOST:8080", 200),
    ("localhost:8080@evil.example", 400), ("127.0.0.1:80a", 400), ("127.0.0.1:", 400), ("127.0.0.1:99999", 400),
    ("evil.example", 421), ("[::1", 400), ("local host", 400),
  ])
  func aHostIsAHostThenAPortOfDigits(host: String, status: Int) async {
    let answer = await served.handler().respond(
      to: ServedCatalog.request("GET", "/categories", headers: ["host": host]))
    #expect(answer.status == status)
    #expect(!text(answer).contains("evil.example/"), "the host was reflected in a link")
  }

  @Test func aServerOnEveryAddressAnswersToTheLoopbackNamesAndTheMachinesAddresses() {
    let names = ServePolicy.hostNames(
      listeningOn: "0.0.0.0", loopback: false, allowed: [], machine: ["192.0.2.7", "2001:db8::7"])
    let policy = ServePolicy(hostNames: names, writes: .refused)
    for host in ["127.0.0.1", "localhost:8080", "[::1]", "192.0.2.7:8080", "[2001:db8::7]:8080", "0.0.0.0"] {
      #expect(ServePolicy.Authority(host).map(policy.serves) == true, "\(host)")
    }
    #expect(ServePolicy.Authority("192.0.2.8").map(policy.serves) == false)
    #expect(!ServePolicy.hostNames(listeningOn: "192.0.2.7", loopback: false, allowed: []).contains("localhost"))
  }

  /// `--cors http://app.example/` started and never matched a browser's `Origin`.
  @Test(
    arguments: [
      ("http://app.example/", "http://app.example"), ("HTTPS://App.Example:443", "https://app.example"),
      ("http://app.example:8080", "http://app.example:8080"), ("https://app.example/path", nil),
      ("https://*.example", nil), ("https://user@app.example", nil), ("ftp://app.example", nil),
    ] as [(String, String?)])
  func aCORSOriginIsWrittenAsBrowsersSendIt(given: String, origin: String?) {
    #expect(ServeSettings.origin(given) == origin)
  }
}

@MainActor
private final class EditDisplaySpy: EditProductDisplayLogic {
  var saved: [String] = []
  var problems: [String] = []
  func displayProductToEdit(_ viewModel: EditProduct.Load.ViewModel) {}
  func displaySavedProduct(_ viewModel: EditProduct.Save.ViewModel) { saved = viewModel.lines }
  func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) { problems = viewModel.problems }
  func displayError(_ viewModel: ErrorViewModel) { problems = [viewModel.message] }
}

extension HTTPServerRequest {
  fileprivate func withBody(_ body: [UInt8]) -> HTTPServerRequest {
    HTTPServerRequest(method: method, target: target, headers: headers, body: body)
  }
}
