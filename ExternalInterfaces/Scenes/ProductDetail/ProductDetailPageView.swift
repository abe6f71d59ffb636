import ApplicationLogic
import BusinessLogic
import DomainEntities

/// A product's page (`/product/{id}`): the detail presenter's facts as headings, a list of terms
/// and paragraphs; links to the previous and next product of the list it came from; and, where
/// the server takes changes, to edit or delete it.
@MainActor
final class ProductDetailPageView: ProductDetailView, WebScene {
  var presenter: (any ProductDetailPresenterInput)?
  private let id: String
  private let state: ListPageState
  private let at: Int?
  private let frame: PageFrame
  private let neighbours: ProductNeighbours
  private var sheet: ProductDetailSheet?
  private var warning: ErrorViewModel?
  private var failure: ErrorViewModel?

  init(id: String, state: ListPageState, at: Int?, frame: PageFrame, neighbours: ProductNeighbours) {
    (self.id, self.state, self.at, self.frame, self.neighbours) = (id, state, at, frame, neighbours)
  }

  func answer() async -> WebAnswer {
    await presenter?.viewIsReady()
    if let failure {
      return PageLayout.failure(failure, title: "Product \(id)", frame: frame)
    }
    guard let sheet else {
      return .page(status: 500, PageLayout.message(title: "Product", text: "not shown", frame: frame))
    }
    var around: (previous: ProductID?, next: ProductID?) = (nil, nil)
    if let at { around = await neighbours.around(id, at: at, in: state) }
    return .page(
      PageLayout.document(
        title: sheet.title, frame: frame, main: main(sheet, around: around),
        json: HTML.text("/products/" + HTML.percentEncoded(id))))
  }

  func displayProduct(_ viewModel: ProductDetailViewModel) {
    if case .sheet(let sheet) = viewModel { self.sheet = sheet }
  }

  func displayError(_ viewModel: ErrorViewModel) {
    if viewModel.kind == .warning { warning = viewModel } else { failure = viewModel }
  }

  private func main(_ sheet: ProductDetailSheet, around: (previous: ProductID?, next: ProductID?)) -> String {
    var html = "<nav class=\"neighbours\" aria-label=\"The list\">"
    let listPage = at.map { state.at(page: $0 / state.pageSize == 0 ? nil : $0 / state.pageSize + 1) } ?? state
    html += "<a href=\"\(HTML.address("/", listPage.parameters))\">↑ Back to the list</a>"
    if let previous = around.previous, let at {
      html += "<a rel=\"prev\" href=\"\(link(previous, at: at - 1))\">← Previous</a>"
    }
    if let next = around.next, let at {
      html += "<a rel=\"next\" href=\"\(link(next, at: at + 1))\">Next →</a>"
    }
    html += "</nav><article><h1 dir=\"auto\">\(HTML.text(sheet.title))</h1>"
    html += "<p class=\"byline\" dir=\"auto\">\(HTML.text(sheet.byline))</p>"
    if let warning { html += "<p class=\"notice\" role=\"status\">\(HTML.text(WebText.sentence(warning)))</p>" }
    html += images(sheet.imageAddresses, title: sheet.title)
    html += "<dl class=\"facts\">"
    for fact in sheet.facts {
      html += "<dt>\(HTML.text(fact.label))</dt><dd dir=\"auto\">\(HTML.runs(fact.value))</dd>"
    }
    html += "</dl>"
    if !sheet.description.isEmpty {
      html += "<h2>Description</h2><p dir=\"auto\">\(HTML.paragraphs(sheet.description))</p>"
    }
    if !sheet.reviews.isEmpty {
      html += "<h2>\(HTML.text(sheet.reviewsHeading))</h2><ul class=\"reviews\">"
      for review in sheet.reviews {
        html +=
          "<li><span class=\"warning\" aria-hidden=\"true\">\(HTML.text(review.stars))</span> "
          + "<strong dir=\"auto\">\(HTML.text(review.reviewer))</strong> <span class=\"secondary\">· \(HTML.text(review.day))</span>"
          + "<p dir=\"auto\">\(HTML.paragraphs(review.comment))</p></li>"
      }
      html += "</ul>"
    }
    html += "</article>"
    if frame.takesChanges {
      let path = "/product/" + HTML.percentEncoded(id)
      html +=
        "<p class=\"actions\"><a href=\"\(HTML.text(path))/edit\">Edit</a><a href=\"\(HTML.text(path))/delete\">Delete</a></p>"
    }
    return html
  }

  private func link(_ id: ProductID, at place: Int) -> String {
    HTML.address("/product/" + HTML.percentEncoded(id.description), state.parameters + [("at", String(place))])
  }

  /// Images load only when the operator allows it (`--images`): otherwise a catalog could make
  /// every visitor's browser call a host of its choosing. Either way only `http` and `https`.
  private func images(_ addresses: [String], title: String) -> String {
    let safe = addresses.compactMap(HTML.externalAddress)
    guard !safe.isEmpty else { return "" }
    if frame.loadsImages {
      return "<div class=\"images\">"
        + safe.prefix(4).enumerated().map {
          "<img src=\"\($0.element)\" width=\"160\" height=\"160\" alt=\"\(HTML.text(title)), image \($0.offset + 1)\""
            + " loading=\"lazy\" referrerpolicy=\"no-referrer\">"
        }
        .joined() + "</div>"
    }
    return "<p class=\"secondary\">Images: "
      + safe.prefix(4).enumerated().map {
        "<a href=\"\($0.element)\" rel=\"noopener noreferrer nofollow\">image \($0.offset + 1)</a>"
      }.joined(separator: ", ") + "</p>"
  }
}
