import ApplicationLogic
import BusinessLogic
import DomainEntities

/// `GET /products`, `/products/search`, `/products/category/{slug}`: a third adapter on the
/// list use case's output port, writing DummyJSON's page envelope. The query's rules and the
/// failures' words are the use case's and the presenters', as for the command line.
@MainActor
final class ProductListAPIView: ProductListInteractorOutput, WebScene {
  private let interactor: any ProductListInteractorInput
  private let request: ProductListRequest
  private let select: [String]?
  private let errors: ErrorPresentation
  private let cache: ProductJSONCache
  /// The request's path and query, for the paging links.
  private let target: String
  private var result = WebAnswer.message(500, "the list was not answered")
  /// `limit=0` was asked: everything, if everything fits in one answer.
  private var asksForAll = false
  /// A page of one is being read, for its total alone; what it said.
  private var probing = false
  private var probed: ProductPage?

  /// The most products one answer holds: an answer is built whole in memory before it is
  /// sent, so this bounds what one request can make the server hold (about 10 MB of JSON).
  /// `limit=0` (everything, as DummyJSON means it) is answered while the list is within it.
  static let answerCap = 10_000

  init(
    interactor: any ProductListInteractorInput, request: ProductListRequest, select: [String]?,
    errors: ErrorPresentation, cache: ProductJSONCache, target: String = ""
  ) {
    self.cache = cache
    self.target = target
    self.interactor = interactor
    self.request = request
    self.select = select
    self.errors = errors
  }

  func answer() async -> WebAnswer {
    var asked = request
    if let text = request.limit, !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
      let limit = Int(text)
      if limit == 0 {
        // Whether everything fits is known from a page of one, before anything is read; then
        // one more than fits is asked, in case the catalog grew in between.
        var probe = request
        probe.limit = "1"
        probing = true
        await interactor.loadProducts(probe)
        probing = false
        guard let probed else { return result }
        if probed.total - probed.skip > Self.answerCap { return tooMany(total: probed.total) }
        asked.limit = String(Self.answerCap + 1)
        asksForAll = true
      } else if limit.map({ $0 > Self.answerCap }) ?? true {
        return .message(
          400,
          "invalid limit \"\(WebText.quoted(text))\": an answer holds 0 (all, up to \(Self.answerCap)) "
            + "to \(Self.answerCap) products; page through more with limit and skip")
      }
    }
    await interactor.loadProducts(asked)
    return result
  }

  func presentProducts(_ response: ProductListResponse) {
    let (page, select, cache) = (response.page, select, cache)
    if probing { return probed = page }
    if asksForAll, page.products.count > Self.answerCap { return result = tooMany(total: page.total) }
    result = WebAnswer { cache.page(page, select: select) }
    let limit = asksForAll ? 0 : request.limit.flatMap { Int($0) } ?? CatalogQuery.defaultLimit
    result.headers = PagingLinks.headers(target: target, total: page.total, skip: page.skip, limit: limit)
  }

  private func tooMany(total: Int) -> WebAnswer {
    .message(
      400,
      "limit=0 asks for all \(total) products, more than the \(Self.answerCap) an answer holds: "
        + "page through them with limit (at most \(Self.answerCap)) and skip")
  }

  func presentInvalidRequest(_ error: RequestValidationError) {
    result = .error(errors.viewModel(for: error))
  }

  func presentSourceFailure(_ error: CatalogSourceError) {
    result = .error(errors.viewModel(for: error))
  }

  func presentPricingFailure(_ failure: PricingFailure) {
    result = .error(errors.viewModel(for: failure))
  }
}
