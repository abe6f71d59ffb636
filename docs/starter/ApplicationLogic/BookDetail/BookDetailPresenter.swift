import BusinessLogic
import DomainEntities

extension BookDetail.Show {
  /// The book ready to place: its lines, already in words.
  public struct ViewModel: Hashable, Sendable {
    public let lines: [String]

    public init(lines: [String]) {
      self.lines = lines
    }
  }
}

/// VIP: what the BookDetail view can be told.
@MainActor
public protocol BookDetailDisplayLogic: AnyObject {
  func display(_ viewModel: BookDetail.Show.ViewModel)
}

/// VIP presenter: the book into words, with the noun's own rule for a long read.
@MainActor
public final class BookDetailPresenter: BookDetailPresentationLogic {
  public weak var display: (any BookDetailDisplayLogic)?

  public init() {}

  public func present(_ response: BookDetail.Show.Response) {
    guard let book = response.book else {
      return display?.display(BookDetail.Show.ViewModel(lines: ["error: there is no such book on the shelf"])) ?? ()
    }
    let length = "\(book.pages) pages" + (book.isLongRead ? ", a long read" : "")
    display?.display(BookDetail.Show.ViewModel(lines: [book.title, "by \(book.author)", length]))
  }
}
