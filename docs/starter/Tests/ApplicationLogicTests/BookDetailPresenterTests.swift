import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The BookDetail presenter hands its display the book in words.
@MainActor
@Suite struct BookDetailPresenterTests {
  final class DisplaySpy: BookDetailDisplayLogic {
    var viewModels: [BookDetail.Show.ViewModel] = []
    func display(_ viewModel: BookDetail.Show.ViewModel) { viewModels.append(viewModel) }
  }

  @Test(arguments: [
    (Seeds.long, ["Middlemarch", "by George Eliot", "880 pages, a long read"]),
    (Seeds.short, ["The Old Man and the Sea", "by Ernest Hemingway", "127 pages"]),
  ])
  func handsTheDisplayTheBookInWords(book: Book, lines: [String]) {
    let display = DisplaySpy()
    let presenter = BookDetailPresenter()
    presenter.display = display
    presenter.present(BookDetail.Show.Response(book: book))
    #expect(display.viewModels == [BookDetail.Show.ViewModel(lines: lines)])
  }

  @Test func noBookIsSaidSo() {
    let display = DisplaySpy()
    let presenter = BookDetailPresenter()
    presenter.display = display
    presenter.present(BookDetail.Show.Response(book: nil))
    #expect(display.viewModels.first?.lines == ["error: there is no such book on the shelf"])
  }
}
