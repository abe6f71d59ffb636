import BusinessLogic
import DomainEntities

extension Main.List {
  /// The scene ready to place: its lines, already in words.
  public struct ViewModel: Hashable, Sendable {
    public let lines: [String]

    public init(lines: [String]) {
      self.lines = lines
    }
  }
}

/// VIP: what the Main view can be told.
@MainActor
public protocol MainDisplayLogic: AnyObject {
  func display(_ viewModel: Main.List.ViewModel)
}

/// VIP presenter: the facts into words; holds its display weakly, which closes the cycle
/// view → interactor → presenter → view.
@MainActor
public final class MainPresenter: MainPresentationLogic {
  public weak var display: (any MainDisplayLogic)?

  public init() {}

  public func present(_ response: Main.List.Response) {
    guard let books = response.books else {
      return display?.display(Main.List.ViewModel(lines: ["error: the shelf could not be read"])) ?? ()
    }
    let long = books.count { $0.isLongRead }
    let heading = "\(books.count) \(books.count == 1 ? "book" : "books"), \(long) long \(long == 1 ? "read" : "reads")"
    let lines = books.enumerated().map { "\($0.offset + 1). \($0.element.title), by \($0.element.author)" }
    display?.display(Main.List.ViewModel(lines: [heading] + lines))
  }
}
