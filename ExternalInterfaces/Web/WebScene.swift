import ApplicationLogic
import BusinessLogic

/// A scene assembled for one request: asked once for its answer.
@MainActor
protocol WebScene: AnyObject {
  func answer() async -> WebAnswer
}

/// What a scene is assembled with for a request: the ports the composition root chose, the
/// request's body, and the address the client reached the server at (for links in answers).
@MainActor
struct WebContext {
  let repository: any ProductRepository
  let store: any ProductStore
  let vocabulary: any InterfaceVocabulary
  let body: [UInt8]
  /// `http://host:port`, from the request's checked `Host`.
  let origin: String
  /// The server's products already written as JSON.
  let productJSON: ProductJSONCache
  /// What a web page is made with; nil for the API.
  var page: PageContext? = nil
  /// The request's path and query, as sent.
  var target = ""
}

/// What the server knows of a page request before its scene is assembled.
struct PageRequest: Sendable {
  let frame: PageFrame
  let form: WebQuery?
  /// From `Accept-Language`; nil for the plain form.
  let localeIdentifier: String?
}

/// What a scene makes a web page with, beyond the API's ports.
@MainActor
struct PageContext {
  let frame: PageFrame
  /// The form posted, decoded; nil for a page asked for with GET.
  let form: WebQuery?
  /// Money written for the browser's language (`Accept-Language`).
  let money: PriceFormatter
  /// Prices in another currency; nil where the server has no rates service.
  let pricing: PriceQuoter?
  let rates: (any ExchangeRateService)?
  let about: AboutFacts?
}
