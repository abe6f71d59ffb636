import BusinessLogic
import DomainEntities
import Testing

/// The __command__ use case through its ports: a fake catalog in, an output spy out.
@MainActor
@Suite struct __Scene__InteractorTests {
  final class OutputSpy: __Scene__InteractorOutput {
    var responses: [__Scene__Response] = []
    var sourceFailures: [CatalogSourceError] = []
//[writes]
    var writeFailures: [CatalogWriteError] = []
//[end]
    func present__Scene__(_ response: __Scene__Response) { responses.append(response) }
    func presentSourceFailure(_ error: CatalogSourceError) { sourceFailures.append(error) }
//[writes]
    func presentWriteFailure(_ error: CatalogWriteError) { writeFailures.append(error) }
//[end]
  }

//[read-only]
  private func interactor(_ repository: FakeProductRepository) -> __Scene__Interactor {
    __Scene__Interactor(repository: repository)
  }
//[end]
//[writes]
  private func interactor(_ repository: FakeProductRepository) -> __Scene__Interactor {
    __Scene__Interactor(repository: repository, store: ProductStoreSpy(products: Seeds.all))
  }
//[end]

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
//[writes]

  @Test func reportsAStoreThatCannotBeWrittenBeforeReading() async {
    let output = OutputSpy()
    let refusal = CatalogWriteError.readOnlySource(source: "fake", .embedded)
    let interactor = __Scene__Interactor(
      repository: FakeProductRepository(), store: ProductStoreSpy(failure: refusal))
    interactor.output = output
    await interactor.__useCase____Scene__(__Scene__Request())
    #expect(output.writeFailures == [refusal])
    #expect(output.responses.isEmpty)
  }
//[end]
}
