import DomainEntities

/// The BookDetail scene's models (Clean Swift VIP): one use case, show the book handed in.
public enum BookDetail {
  public enum Show {
    public struct Request: Hashable, Sendable {
      public init() {}
    }

    public struct Response: Hashable, Sendable {
      /// Nil when the scene that routed here had no such book.
      public let book: Book?

      public init(book: Book?) {
        self.book = book
      }
    }
  }
}

/// VIP: what the BookDetail view may ask its interactor.
@MainActor
public protocol BookDetailBusinessLogic: AnyObject {
  func show(_ request: BookDetail.Show.Request)
}

/// VIP: the scene's state, which a router fills before the scene runs (Clean Swift's data
/// passing): the book to show, so the scene reads nothing again.
@MainActor
public protocol BookDetailDataStore: AnyObject {
  var book: Book? { get set }
}

/// VIP: the interactor's output, which the presenter implements.
@MainActor
public protocol BookDetailPresentationLogic: AnyObject {
  func present(_ response: BookDetail.Show.Response)
}

/// The BookDetail use case: the book in its data store, to its presenter.
@MainActor
public final class BookDetailInteractor: BookDetailBusinessLogic, BookDetailDataStore {
  public var presenter: (any BookDetailPresentationLogic)?
  public var book: Book?

  public init() {}

  public func show(_ request: BookDetail.Show.Request) {
    presenter?.present(BookDetail.Show.Response(book: book))
  }
}
