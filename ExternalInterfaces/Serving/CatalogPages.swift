import ApplicationLogic
import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `catalog serve`'s web pages: the checks a page request passes (its session, a posted form's
/// token and origin, whether it may change the catalog), sign-in and sign-out, then the scene
/// whose registration claims the page, as for the API.
struct CatalogPages: Sendable {
  let policy: ServePolicy
  let accounts: ServeAccounts
  let sessions: PageSessions
  let loadsImages: Bool

  /// The pages' policy: only this server's own script and style run, nothing inline; images
  /// only from here unless `--images`; forms post only here; no page is framed.
  var contentSecurityPolicy: String {
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'"
      + (loadsImages ? " https: http:" : "")
      + "; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
  }

  /// The page for `request`, the scene assembled by `scene` from the page's context.
  func answer(
    _ request: HTTPServerRequest, origin: String,
    scene: @MainActor (WebRoute, PageRequest) async -> WebAnswer?
  ) async -> WebAnswer {
    if request.method == "GET" || request.method == "HEAD", let token = Self.writeToken(in: request.query) {
      return openedWithToken(token, request: request)
    }
    let route: PageRoute
    let submits: Bool
    switch PageRoute.parse(method: request.method, path: request.path, query: request.query) {
    case .success(let parsed): (route, submits) = (parsed.route, parsed.submits)
    case .failure(let failure): return refusal(failure)
    }
    if case .asset(let asset) = route {
      var answer = WebAnswer(encoded: asset.bytes, headers: [("Cache-Control", "public, max-age=3600")])
      answer.contentType = asset.contentType
      return answer
    }
    var id = PageSessions.id(inCookies: request.header("cookie"))
    var session = sessions.session(id)
    var setCookie: String?
    if submits {
      guard let current = session, let form = Self.formIsOurs(request, origin: origin, session: current) else {
        return .page(
          status: 403,
          PageLayout.message(
            title: "Form expired",
            text:
              "this form was not sent from a page of this site, or its session has ended: reload the page and send it again",
            frame: frame(user: nil, session: nil, id: nil)))
      }
      return await answer(
        route, form: form, id: id, session: current, user: user(current), request: request, scene: scene)
    }
    if session == nil, route.hasForm {
      let visitor = sessions.visitor()
      (id, session) = (visitor.id, visitor.session)
      setCookie = PageSessions.cookie(visitor.id)
    }
    var answer = await answer(
      route, form: nil, id: id, session: session, user: session.flatMap(user), request: request, scene: scene)
    if let setCookie { answer.headers.append(("Set-Cookie", setCookie)) }
    return answer
  }

  private func answer(
    _ route: PageRoute, form: WebQuery?, id: String?, session: PageSessions.Session?, user: ServeAccounts.User?,
    request: HTTPServerRequest, scene: @MainActor (WebRoute, PageRequest) async -> WebAnswer?
  ) async -> WebAnswer {
    let frame = frame(user: user, session: session, id: id)
    switch route {
    case .login(let next): return login(form: form, next: next, id: id, frame: frame, client: request.client)
    case .logout:
      if let id { sessions.end(id) }
      if let token = session?.accessToken { _ = accounts.signOut(token) }
      return .redirect(to: "/")
    default: break
    }
    if route.isWrite {
      if policy.readOnly {
        var answer = WebAnswer.page(
          status: 405,
          PageLayout.message(
            title: "Read-only", text: "this server is read-only: it was started with --read-only", frame: frame))
        answer.headers.append(("Allow", "GET, HEAD"))
        return answer
      }
      if case .refused(let why) = frame.writes {
        return .page(status: 403, PageLayout.message(title: "No changes", text: why, frame: frame))
      }
      if frame.writes == .afterSignIn, user == nil {
        let path = Self.path(of: route)
        return .redirect(to: "/login?next=" + HTML.percentEncoded(path))
      }
    }
    let page = PageRequest(
      frame: frame, form: form,
      localeIdentifier: PageLocale.identifier(acceptLanguage: request.header("accept-language")))
    guard var answer = await scene(.page(route, submits: form != nil), page) else {
      return .page(
        status: 404, PageLayout.message(title: "Not found", text: "there is no such page here", frame: frame))
    }
    if let notice = answer.notice {
      if let id, session != nil {
        sessions.leave(notice, in: id)
      } else {
        answer.headers.append(("Set-Cookie", PageSessions.cookie(sessions.start(notice: notice).id)))
      }
    }
    return answer
  }

  // MARK: Sign-in

  private func login(form: WebQuery?, next: String, id: String?, frame: PageFrame, client: String) -> WebAnswer {
    guard accounts.hasUsers else {
      let why =
        switch frame.writes {
        case .taken: "this server takes changes from this machine without signing in"
        case .refused(let why): why
        case .afterSignIn: "no one can sign in here"
        }
      return .page(PageLayout.message(title: "Sign in", text: why, frame: frame))
    }
    guard let form else { return .page(loginPage(next: next, frame: frame, failed: nil, username: "")) }
    let next = PageRoute.localAddress(form["next"]) ?? next
    let username = form["username"] ?? ""
    let tokens: ServeAccounts.Tokens
    switch accounts.signIn(username: username, password: form["password"] ?? "", minutes: 12 * 60, client: client) {
    case .signedIn(let issued): tokens = issued
    case .wrongCredentials:
      return .page(status: 401, loginPage(next: next, frame: frame, failed: .wrongCredentials, username: username))
    case .tooSoon(let seconds):
      var answer = WebAnswer.page(
        status: 429, loginPage(next: next, frame: frame, failed: .tooSoon(seconds: seconds), username: username))
      answer.headers.append(("Retry-After", String(seconds)))
      return answer
    }
    let started = sessions.start(
      replacing: id, accessToken: tokens.access, notice: "Signed in as \(tokens.user.username)")
    var answer = WebAnswer.redirect(to: next)
    answer.headers.append(("Set-Cookie", PageSessions.cookie(started.id)))
    return answer
  }

  private func loginPage(next: String, frame: PageFrame, failed: ServeAccounts.SignIn?, username: String) -> [UInt8] {
    var main = "<h1>Sign in</h1>"
    switch failed {
    case .wrongCredentials?:
      main += "<p class=\"alert\" role=\"alert\">wrong username or password: check them and try again</p>"
    case .tooSoon(let seconds)?:
      main += "<p class=\"alert\" role=\"alert\">\(HTML.text(SignInThrottle.refusal(waiting: seconds)))</p>"
    case .signedIn?, nil: break
    }
    main +=
      "<form method=\"post\" action=\"/login\">" + PageLayout.tokenField(frame)
      + "<input type=\"hidden\" name=\"next\" value=\"\(HTML.text(next))\">"
      + "<div class=\"field\"><label for=\"username\">Username</label>"
      + "<input id=\"username\" name=\"username\" autocomplete=\"username\" required value=\"\(HTML.text(username))\"></div>"
      + "<div class=\"field\"><label for=\"password\">Password</label>"
      + "<input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"current-password\" required></div>"
      + "<p class=\"actions\"><button type=\"submit\">Sign in</button></p></form>"
    return PageLayout.document(title: "Sign in", frame: frame, main: main)
  }

  // MARK: The URL with the write token

  /// The `token` a URL's query holds, alone or among other parameters.
  static func writeToken(in query: Substring?) -> String? {
    guard let query, let parameters = try? WebQuery(query) else { return nil }
    return parameters["token"]
  }

  /// The address the server printed, opened: its token is kept in a new session (as a
  /// sign-in is) and the browser sent on to the same address without it, so the token stays
  /// out of the history, the screen and any later link.
  private func openedWithToken(_ token: String, request: HTTPServerRequest) -> WebAnswer {
    guard accounts.tokenIsInURL, accounts.isOperatorToken(token) else {
      return .page(
        status: 401,
        PageLayout.message(
          title: "Wrong token",
          text: "the token in this address is not this server's: open the address it printed when it started",
          frame: frame(user: nil, session: nil, id: nil)))
    }
    let started = sessions.start(
      replacing: PageSessions.id(inCookies: request.header("cookie")), accessToken: token,
      notice: "Changes from this browser are taken")
    var answer = WebAnswer.redirect(to: Self.address(request, without: "token"))
    answer.headers.append(("Set-Cookie", PageSessions.cookie(started.id)))
    return answer
  }

  /// The request's path and query, less the parameter `name`.
  private static func address(_ request: HTTPServerRequest, without name: String) -> String {
    let kept = (request.query ?? "").split(separator: "&").filter {
      $0.split(separator: "=", maxSplits: 1).first.flatMap { WebQuery.decode($0) } != name
    }
    let address = String(request.path) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    return PageRoute.localAddress(address) ?? "/"
  }

  // MARK: Checks

  private func frame(user: ServeAccounts.User?, session: PageSessions.Session?, id: String?) -> PageFrame {
    var frame = PageFrame()
    frame.canSignIn = accounts.hasUsers
    frame.user = user?.username
    frame.formToken = session?.formToken
    frame.loadsImages = loadsImages
    frame.notice = id.flatMap(sessions.takeNotice)
    if policy.readOnly {
      frame.writes = .refused("this server is read-only")
    } else {
      switch policy.writes {
      case .open: frame.writes = .taken
      case .signedIn where !accounts.hasUsers && user == nil:
        frame.writes = .refused(
          accounts.tokenIsInURL
            ? "open the address the server printed when it started (it holds a token) to make changes here"
            : "this server takes changes from programs with its operator's token; it has no users to sign in here")
      case .signedIn where !accounts.hasUsers: frame.writes = .taken
      case .signedIn: frame.writes = user == nil ? .afterSignIn : .taken
      case .refused:
        frame.writes = .refused("this server takes no changes: it listens beyond this machine and no one can sign in")
      }
    }
    return frame
  }

  private func user(_ session: PageSessions.Session) -> ServeAccounts.User? {
    session.accessToken.flatMap(accounts.user(ofAccessToken:))
  }

  /// The posted form, when it comes from a page of this site: sent as a form, from this
  /// origin (when the browser says), with this session's token. Nil otherwise.
  static func formIsOurs(_ request: HTTPServerRequest, origin: String, session: PageSessions.Session) -> WebQuery? {
    if let sent = request.header("origin"), sent != origin { return nil }
    if let site = request.header("sec-fetch-site"), site != "same-origin", site != "none" { return nil }
    let type = request.header("content-type")?.lowercased().split(separator: ";").first.map {
      $0.trimmingWhitespace()
    }
    guard type == "application/x-www-form-urlencoded", let text = String(validating: request.body, as: UTF8.self),
      let form = try? WebQuery(Substring(text)), let token = form["token"],
      ServeAccounts.same(token, session.formToken)
    else { return nil }
    return form
  }

  private static func path(of route: PageRoute) -> String {
    switch route {
    case .add: "/add"
    case .edit(let id): "/product/\(HTML.percentEncoded(id))/edit"
    case .delete(let id): "/product/\(HTML.percentEncoded(id))/delete"
    default: "/"
    }
  }

  private func refusal(_ failure: WebRoute.Failure) -> WebAnswer {
    let frame = frame(user: nil, session: nil, id: nil)
    switch failure {
    case .methodNotAllowed(let allowed):
      var answer = WebAnswer.page(
        status: 405,
        PageLayout.message(
          title: "Not allowed", text: "this page takes \(allowed.joined(separator: ", ")) only", frame: frame))
      answer.headers.append(("Allow", allowed.joined(separator: ", ")))
      return answer
    case .badQuery:
      return .page(
        status: 400,
        PageLayout.message(title: "Bad address", text: "the address is not percent-encoded UTF-8", frame: frame))
    case .noSuchProduct(let id):
      return .page(
        status: 404,
        PageLayout.message(
          title: "Not found", text: "no product has the id \u{201C}\(id)\u{201D}; the catalog starts at /", frame: frame
        ))
    case .notFound, .unknownParameter, .unknownField:
      return .page(
        status: 404,
        PageLayout.message(
          title: "Not found", text: "there is no such page here; the catalog starts at /", frame: frame))
    }
  }
}
