import ApplicationLogic

/// The document around every page: the header's links, sign-in and sign-out, the notice, the
/// scene's own part, and the footer. The scene's part is already HTML, escaped where it was made.
/// A browser that can is asked not to paint before the footer is parsed: a table painted while
/// its rows were still arriving widened its columns as the rest came in, and moved every row.
enum PageLayout {
  /// `json`: the same data from the API, for the footer's link (already escaped).
  static func document(title: String, frame: PageFrame, main: String, json: String = "/products") -> [UInt8] {
    var html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(HTML.text(title)) · catalog</title>
      <link rel="stylesheet" href="/assets/catalog.css">
      <link rel="expect" href="#end" blocking="render">
      <script src="/assets/catalog.js" defer></script>
      </head><body>
      <a class="skip" href="#main">Skip to the content</a>
      <header><nav aria-label="Site">
      <a class="home" href="/">Catalog</a><a href="/categories">Categories</a>
      """
    if frame.takesChanges { html += "<a href=\"/add\">Add a product</a>" }
    html += "<a href=\"/about\">About</a>"
    if let user = frame.user {
      html += "<span>Signed in as <strong>\(HTML.text(user))</strong></span>"
      html +=
        "<form method=\"post\" action=\"/logout\">\(tokenField(frame))<button type=\"submit\">Sign out</button></form>"
    } else if frame.canSignIn {
      html += "<a href=\"/login\">Sign in</a>"
    }
    html += "</nav></header>\n<main id=\"main\" tabindex=\"-1\">"
    if let notice = frame.notice { html += "<p class=\"notice\" role=\"status\">\(HTML.text(notice))</p>" }
    html += main
    html +=
      "</main>\n<footer id=\"end\">Served by catalog · <a href=\"\(json)\">the same data as JSON</a></footer>\n"
      + "</body></html>\n"
    return Array(html.utf8)
  }

  /// The hidden field every form that is posted carries.
  static func tokenField(_ frame: PageFrame) -> String {
    "<input type=\"hidden\" name=\"token\" value=\"\(HTML.text(frame.formToken ?? ""))\">"
  }

  /// A failure the presenters worded, as a page under the status its cause calls for.
  static func failure(_ error: ErrorViewModel, title: String, frame: PageFrame) -> WebAnswer {
    .page(status: WebStatus.of(error), message(title: title, text: WebText.sentence(error), frame: frame))
  }

  /// A page that only says what went wrong and what to do.
  static func message(title: String, text: String, frame: PageFrame) -> [UInt8] {
    document(
      title: title, frame: frame,
      main: "<h1>\(HTML.text(title))</h1><p class=\"alert\" role=\"alert\">\(HTML.text(text))</p>"
        + "<p><a href=\"/\">Back to the catalog</a></p>")
  }
}
