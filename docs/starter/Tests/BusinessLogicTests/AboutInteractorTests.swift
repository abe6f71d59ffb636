import BusinessLogic
import DomainEntities
import Testing

/// The About use case through its ports: a fake source in, an output spy out.
@MainActor
@Suite struct AboutInteractorTests {
  struct SourceFake: AboutSource {
    let shelf: [Book]?
    struct Unavailable: Error {}
    func books() async throws -> [Book] {
      guard let shelf else { throw Unavailable() }
      return shelf
    }
  }

  final class OutputSpy: AboutInteractorOutput {
    var responses: [AboutResponse] = []
    var failures: [AboutFailure] = []
    func presentAbout(_ response: AboutResponse) { responses.append(response) }
    func presentFailure(_ failure: AboutFailure) { failures.append(failure) }
  }

  @Test func reportsWhatItFoundToItsOutput() async {
    let output = OutputSpy()
    let interactor = AboutInteractor(source: SourceFake(shelf: [Seeds.short, Seeds.long]))
    interactor.output = output
    await interactor.loadAbout()
    #expect(output.responses == [AboutResponse(bookCount: 2, longest: Seeds.long)])
  }

  @Test func reportsAFailedSourceAsAFact() async {
    let output = OutputSpy()
    let interactor = AboutInteractor(source: SourceFake(shelf: nil))
    interactor.output = output
    await interactor.loadAbout()
    #expect(output.failures == [.sourceUnavailable])
    #expect(output.responses.isEmpty)
  }
}
