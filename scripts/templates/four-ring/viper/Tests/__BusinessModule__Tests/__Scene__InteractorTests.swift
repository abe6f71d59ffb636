import Testing
import __BusinessModule__

/// The __Scene__ use case through its ports: a fake source in, an output spy out.
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

  final class OutputSpy: __Scene__InteractorOutput {
    var responses: [__Scene__Response] = []
    var failures: [__Scene__Failure] = []
    func present__Scene__(_ response: __Scene__Response) { responses.append(response) }
    func presentFailure(_ failure: __Scene__Failure) { failures.append(failure) }
  }

  @Test func reportsWhatItFoundToItsOutput() async {
    let output = OutputSpy()
    let interactor = __Scene__Interactor(source: SourceFake(count: 4))
    interactor.output = output
    await interactor.__useCase____Scene__()
    #expect(output.responses == [__Scene__Response(itemCount: 4)])
  }

  @Test func reportsAFailedSourceAsAFact() async {
    let output = OutputSpy()
    let interactor = __Scene__Interactor(source: SourceFake(count: nil))
    interactor.output = output
    await interactor.__useCase____Scene__()
    #expect(output.failures == [.sourceUnavailable])
    #expect(output.responses.isEmpty)
  }
}
