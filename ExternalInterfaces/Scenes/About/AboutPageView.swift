import ApplicationLogic

/// The About page (`/about`): the presenter's facts as a list of terms.
@MainActor
final class AboutPageView: AboutView, AboutPresenterHolder, WebScene {
  var presenter: (any AboutPresenterInput)?
  private let frame: PageFrame
  private var result = WebAnswer.message(500, "About was not answered")

  init(frame: PageFrame) {
    self.frame = frame
  }

  func answer() async -> WebAnswer {
    await presenter?.viewIsReady()
    return result
  }

  func displayAbout(_ viewModel: AboutViewModel) {
    var html = "<h1>\(HTML.text(viewModel.heading))</h1><dl class=\"facts\">"
    for fact in viewModel.facts {
      let value = HTML.externalAddress(fact.value).map { "<a href=\"\($0)\" rel=\"noopener noreferrer\">\($0)</a>" }
      html += "<dt>\(HTML.text(fact.label))</dt><dd>\(value ?? HTML.text(fact.value))</dd>"
    }
    result = .page(PageLayout.document(title: "About", frame: frame, main: html + "</dl>"))
  }

  // A page opens nothing on the server's desktop: its links are the visitor's to follow.
  func displayOpening(_ viewModel: AboutOpeningViewModel) {}

  func displayError(_ viewModel: ErrorViewModel) {
    result = PageLayout.failure(viewModel, title: "About", frame: frame)
  }
}
