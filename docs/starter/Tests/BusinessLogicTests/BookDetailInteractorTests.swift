import BusinessLogic
import DomainEntities
import Testing

/// The BookDetail use case: what a router put in its data store, to a presenter spy.
@MainActor
@Suite struct BookDetailInteractorTests {
  final class PresenterSpy: BookDetailPresentationLogic {
    var responses: [BookDetail.Show.Response] = []
    func present(_ response: BookDetail.Show.Response) { responses.append(response) }
  }

  @Test func handsThePresenterTheBookInItsDataStore() {
    let presenter = PresenterSpy()
    let interactor = BookDetailInteractor()
    interactor.presenter = presenter
    interactor.book = Seeds.short
    interactor.show(BookDetail.Show.Request())
    #expect(presenter.responses == [BookDetail.Show.Response(book: Seeds.short)])
  }

  @Test func anEmptyDataStoreIsNoBook() {
    let presenter = PresenterSpy()
    let interactor = BookDetailInteractor()
    interactor.presenter = presenter
    interactor.show(BookDetail.Show.Request())
    #expect(presenter.responses == [BookDetail.Show.Response(book: nil)])
  }
}
