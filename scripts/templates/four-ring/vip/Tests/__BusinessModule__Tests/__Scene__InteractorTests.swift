import Testing
import __BusinessModule__

/// The __Scene__ use case through its ports: a fake source in, a presenter spy out.
@MainActor
@Suite struct __Scene__InteractorTests {
  struct SourceFake: __Scene__Source {
    let count: Int?
    struct Unavailable: Error {}
    func itemCount() async throws -> Int {
      guard let count else { throw Unavailable() }
      return count
    }
  }

  final class PresenterSpy: __Scene__PresentationLogic {
    var responses: [__Scene__.__UseCase__.Response] = []
    func present(_ response: __Scene__.__UseCase__.Response) { responses.append(response) }
  }

  @Test func handsWhatItFoundToItsPresenter() async {
    let presenter = PresenterSpy()
    let interactor = __Scene__Interactor(source: SourceFake(count: 4))
    interactor.presenter = presenter
    await interactor.__useCase__(__Scene__.__UseCase__.Request())
    #expect(presenter.responses == [__Scene__.__UseCase__.Response(itemCount: 4)])
  }

  @Test func handsAFailedSourceToItsPresenter() async {
    let presenter = PresenterSpy()
    let interactor = __Scene__Interactor(source: SourceFake(count: nil))
    interactor.presenter = presenter
    await interactor.__useCase__(__Scene__.__UseCase__.Request())
    #expect(presenter.responses == [__Scene__.__UseCase__.Response(itemCount: nil)])
  }
}
