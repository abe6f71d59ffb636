import BusinessLogic
import DomainEntities
import Testing

/// The __command__ use case through its ports: the seed catalog and a store spy in, a presenter
/// spy out.
@MainActor
@Suite struct __Scene__InteractorTests {
  final class PresenterSpy: __Scene__PresentationLogic {
    var responses: [__Scene__.__UseCase__.Response] = []
    var invalidRequests: [RequestValidationError] = []
    var invalidForms: [ProductFormProblems] = []
    var writeFailures: [CatalogWriteError] = []
    func present__Scene__(_ response: __Scene__.__UseCase__.Response) { responses.append(response) }
    func presentInvalidRequest(_ error: RequestValidationError) { invalidRequests.append(error) }
    func presentInvalidForm(_ problems: ProductFormProblems) { invalidForms.append(problems) }
    func presentWriteFailure(_ error: CatalogWriteError) { writeFailures.append(error) }
  }

  private func scene(_ store: ProductStoreSpy = ProductStoreSpy()) -> (__Scene__Interactor, PresenterSpy) {
    let interactor = __Scene__Interactor(repository: FakeProductRepository(products: Seeds.all), store: store)
    let presenter = PresenterSpy()
    interactor.presenter = presenter
    return (interactor, presenter)
  }

  @Test func handsWhatItChangedToItsPresenter() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.__useCase____Scene__(__Scene__.__UseCase__.Request(productID: "1"))
    #expect(presenter.responses.first?.before == Seeds.mascara)
    #expect(interactor.product?.id == Seeds.mascara.id, "kept for -o json")
    #expect(presenter.invalidRequests.isEmpty && presenter.invalidForms.isEmpty && presenter.writeFailures.isEmpty)
  }

  @Test func anIDThatIsNoneIsAProblemOfWhatWasTypedAndNothingIsWritten() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.__useCase____Scene__(__Scene__.__UseCase__.Request(productID: "abc"))
    #expect(presenter.invalidRequests.count + presenter.invalidForms.count == 1)
    #expect(presenter.responses.isEmpty)
    #expect(await store.calls.allSatisfy { !$0.hasPrefix("update") })
  }

  @Test func aStoreThatCannotBeWrittenIsAFactForThePresenter() async {
    let refusal = CatalogWriteError.readOnlySource(source: "fake", .embedded)
    let (interactor, presenter) = scene(ProductStoreSpy(failure: refusal))
    await interactor.__useCase____Scene__(__Scene__.__UseCase__.Request(productID: "1"))
    #expect(presenter.writeFailures == [refusal])
    #expect(presenter.responses.isEmpty)
  }
}
