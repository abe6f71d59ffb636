import DomainEntities

/// The Main scene's data-manager port (Clean Swift's worker): what the use case needs from
/// outside, which the outer ring implements.
public protocol MainSource: Sendable {
  func books() async throws -> [Book]
}

/// The Main scene's models, one set per use case (Clean Swift VIP). The `ViewModel` is added by
/// ApplicationLogic, so this ring never sees presentation types.
public enum Main {
  public enum List {
    public struct Request: Hashable, Sendable {
      public init() {}
    }

    /// What the use case found: facts, as values, never words.
    public struct Response: Hashable, Sendable {
      /// Nil when the source could not be read.
      public let books: [Book]?

      public init(books: [Book]?) {
        self.books = books
      }
    }
  }
}

/// VIP: what the Main view may ask its interactor.
@MainActor
public protocol MainBusinessLogic: AnyObject {
  func list(_ request: Main.List.Request) async
}

/// VIP: the state the Main scene keeps for its router to hand to the next scene.
@MainActor
public protocol MainDataStore: AnyObject {
  var books: [Book] { get }
}

/// VIP: the interactor's output, which the presenter implements.
@MainActor
public protocol MainPresentationLogic: AnyObject {
  func present(_ response: Main.List.Response)
}

/// The Main use case: the books, longest first, kept as listed for the router. It owns its
/// presenter (VIP's ownership).
@MainActor
public final class MainInteractor: MainBusinessLogic, MainDataStore {
  public var presenter: (any MainPresentationLogic)?
  public private(set) var books: [Book] = []
  private let source: any MainSource

  public init(source: any MainSource) {
    self.source = source
  }

  public func list(_ request: Main.List.Request) async {
    let books = try? await source.books().sorted { $0.pages > $1.pages }
    self.books = books ?? []
    presenter?.present(Main.List.Response(books: books))
  }
}
