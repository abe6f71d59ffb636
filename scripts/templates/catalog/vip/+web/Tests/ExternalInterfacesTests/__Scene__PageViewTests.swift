import ApplicationLogic
import BusinessLogic
import Testing

@testable import ExternalInterfaces

/// The __command__ page: what the presenter made, escaped, in the site's layout; a failure under
/// the status its cause calls for; and the page as `catalog serve` answers /__command__.
@MainActor
@Suite struct __Scene__PageViewTests {
  @Test func showsThePresentersTableEscaped() async {
    let view = __Scene__PageView(request: __Scene__.__UseCase__.Request(), frame: PageFrame())
    let column = TableViewModel.Column(key: "products", title: "PRODUCTS", alignment: .trailing, width: 0)
    view.display__Scene__(
      __Scene__.__UseCase__.ViewModel(table: TableViewModel(columns: [column], rows: [[StyledText("<b>2</b>")]])))
    let answer = await view.answer()
    #expect(answer.status == 200 && answer.contentType.hasPrefix("text/html"))
    let page = String(decoding: answer.bytes ?? [], as: UTF8.self)
    #expect(page.contains("<th scope=\"col\" class=\"num\">Products</th>"), "\(page)")
    #expect(page.contains("&lt;b&gt;2&lt;/b&gt;</td>"), "\(page)")
    #expect(!page.contains("<b>2"))
  }

  @Test func aFailureIsAPageWithItsStatus() async {
    let view = __Scene__PageView(request: __Scene__.__UseCase__.Request(), frame: PageFrame())
    view.displayError(ErrorViewModel(message: "no product 7", remedy: nil, kind: .invalidInput, cause: .notFound))
    let answer = await view.answer()
    #expect(answer.status == 404)
    #expect(String(decoding: answer.bytes ?? [], as: UTF8.self).contains("no product 7"))
  }

  @Test func theServerAnswersItsAddressWithIt() async throws {
    let handler = try ServedCatalog().handler(readOnly: true)
    let response = await handler.respond(to: ServedCatalog.request("GET", "/__command__"))
    #expect(response.status == 200)
    #expect(String(decoding: response.body, as: UTF8.self).contains("<h1>__Scene__</h1>"))
  }
}
