import BusinessLogic
import DomainEntities
import Testing

/// The Main use case through its ports: a fake source in, a presenter spy out.
@MainActor
@Suite struct MainInteractorTests {
  struct SourceFake: MainSource {
    let shelf: [Book]?
    struct Unavailable: Error {}
    func books() async throws -> [Book] {
      guard let shelf else { throw Unavailable() }
      return shelf
    }
  }

  final class PresenterSpy: MainPresentationLogic {
    var responses: [Main.List.Response] = []
    func present(_ response: Main.List.Response) { responses.append(response) }
  }

  @Test func handsThePresenterTheBooksLongestFirst() async {
    let presenter = PresenterSpy()
    let interactor = MainInteractor(source: SourceFake(shelf: [Seeds.short, Seeds.long]))
    interactor.presenter = presenter
    await interactor.list(Main.List.Request())
    #expect(presenter.responses == [Main.List.Response(books: [Seeds.long, Seeds.short])])
  }

  @Test func keepsTheBooksAsListedForItsRouter() async {
    let interactor = MainInteractor(source: SourceFake(shelf: [Seeds.short, Seeds.long]))
    await interactor.list(Main.List.Request())
    #expect(interactor.books == [Seeds.long, Seeds.short])
  }

  @Test func handsAFailedSourceToItsPresenter() async {
    let presenter = PresenterSpy()
    let interactor = MainInteractor(source: SourceFake(shelf: nil))
    interactor.presenter = presenter
    await interactor.list(Main.List.Request())
    #expect(presenter.responses == [Main.List.Response(books: nil)])
  }
}
