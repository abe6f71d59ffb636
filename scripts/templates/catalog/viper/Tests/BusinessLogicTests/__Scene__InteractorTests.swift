import BusinessLogic
import DomainEntities
import Testing

/// The __command__ use case through its ports: a fake catalog in, an output spy out.
@MainActor
@Suite struct __Scene__InteractorTests {
  final class OutputSpy: __Scene__InteractorOutput {
    var responses: [__Scene__Response] = []
    var sourceFailures: [CatalogSourceError] = []
    func present__Scene__(_ response: __Scene__Response) { responses.append(response) }
    func presentSourceFailure(_ error: CatalogSourceError) { sourceFailures.append(error) }
  }

  private func interactor(_ repository: FakeProductRepository) -> __Scene__Interactor {
    __Scene__Interactor(repository: repository)
  }

  @Test func reportsWhatItFoundToItsOutput() async {
    let output = OutputSpy()
    let interactor = interactor(FakeProductRepository(products: Seeds.all))
    interactor.output = output
    await interactor.__useCase____Scene__(__Scene__Request())
    #expect(output.responses == [__Scene__Response(productCount: Seeds.all.count)])
    #expect(output.sourceFailures.isEmpty)
  }

  @Test func reportsAFailedReadAsAFact() async {
    let output = OutputSpy()
    let failure = CatalogSourceError.unavailable(source: "fake", .missing)
    let interactor = interactor(FakeProductRepository(failure: failure))
    interactor.output = output
    await interactor.__useCase____Scene__(__Scene__Request())
    #expect(output.sourceFailures == [failure])
    #expect(output.responses.isEmpty)
  }
}
