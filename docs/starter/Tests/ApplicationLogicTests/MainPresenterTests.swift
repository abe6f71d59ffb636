import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The Main presenter hands its display the books in words.
@MainActor
@Suite struct MainPresenterTests {
  final class DisplaySpy: MainDisplayLogic {
    var viewModels: [Main.List.ViewModel] = []
    func display(_ viewModel: Main.List.ViewModel) { viewModels.append(viewModel) }
  }

  @Test func handsTheDisplayTheBooksInWords() {
    let display = DisplaySpy()
    let presenter = MainPresenter()
    presenter.display = display
    presenter.present(Main.List.Response(books: [Seeds.long, Seeds.short]))
    #expect(
      display.viewModels == [
        Main.List.ViewModel(lines: [
          "2 books, 1 long read", "1. Middlemarch, by George Eliot", "2. The Old Man and the Sea, by Ernest Hemingway",
        ])
      ])
  }

  @Test func handsTheDisplayAFailureInWords() {
    let display = DisplaySpy()
    let presenter = MainPresenter()
    presenter.display = display
    presenter.present(Main.List.Response(books: nil))
    #expect(display.viewModels.first?.lines == ["error: the shelf could not be read"])
  }
}
