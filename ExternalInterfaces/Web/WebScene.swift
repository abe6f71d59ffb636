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
}
