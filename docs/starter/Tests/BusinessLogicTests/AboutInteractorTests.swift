import BusinessLogic
import Testing

/// The About use case through its ports: a fake source in, an output spy out.
@MainActor
@Suite struct AboutInteractorTests {
  struct SourceFake: AboutSource {
    let count: Int?
    struct Unavailable: Error {}
    func bookCount() async throws -> Int {
      guard let count else { throw Unavailable() }
      return count
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
    let interactor = AboutInteractor(source: SourceFake(count: 4))
    interactor.output = output
    await interactor.loadAbout()
    #expect(output.responses == [AboutResponse(bookCount: 4)])
  }

  @Test func reportsAFailedSourceAsAFact() async {
    let output = OutputSpy()
    let interactor = AboutInteractor(source: SourceFake(count: nil))
    interactor.output = output
    await interactor.loadAbout()
    #expect(output.failures == [.sourceUnavailable])
    #expect(output.responses.isEmpty)
  }
}
