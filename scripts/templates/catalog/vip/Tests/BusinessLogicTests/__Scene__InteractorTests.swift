import BusinessLogic
import DomainEntities
import Testing

/// The __command__ use case through its ports: a fake catalog in, a presenter spy out.
@MainActor
@Suite struct __Scene__InteractorTests {
  final class PresenterSpy: __Scene__PresentationLogic {
    var responses: [__Scene__.__UseCase__.Response] = []
    var sourceFailures: [CatalogSourceError] = []
    func present__Scene__(_ response: __Scene__.__UseCase__.Response) { responses.append(response) }
    func presentSourceFailure(_ error: CatalogSourceError) { sourceFailures.append(error) }
  }

  private func interactor(_ repository: FakeProductRepository) -> __Scene__Interactor {
    __Scene__Interactor(repository: repository)
  }

  @Test func handsWhatItFoundToItsPresenter() async {
    let presenter = PresenterSpy()
    let interactor = interactor(FakeProductRepository(products: Seeds.all))
    interactor.presenter = presenter
    await interactor.__useCase____Scene__(__Scene__.__UseCase__.Request())
    #expect(presenter.responses == [__Scene__.__UseCase__.Response(productCount: Seeds.all.count)])
    #expect(presenter.sourceFailures.isEmpty)
//[router]
    #expect(interactor.productCount == Seeds.all.count)
//[end]
  }

  @Test func handsAFailedReadToItsPresenterAsAFact() async {
    let presenter = PresenterSpy()
    let failure = CatalogSourceError.unavailable(source: "fake", .missing)
    let interactor = interactor(FakeProductRepository(failure: failure))
    interactor.presenter = presenter
    await interactor.__useCase____Scene__(__Scene__.__UseCase__.Request())
    #expect(presenter.sourceFailures == [failure])
    #expect(presenter.responses.isEmpty)
  }
}
