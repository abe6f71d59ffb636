import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The __command__ presenter between an interactor spy and a view spy.
@MainActor
@Suite struct __Scene__PresenterTests {
  final class InteractorSpy: __Scene__InteractorInput {
    var requests: [__Scene__Request] = []
    func __useCase____Scene__(_ request: __Scene__Request) async { requests.append(request) }
  }

  final class ViewSpy: __Scene__View {
    var viewModels: [__Scene__ViewModel] = []
    var errors: [ErrorViewModel] = []
    func display__Scene__(_ viewModel: __Scene__ViewModel) { viewModels.append(viewModel) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
  }

//[no-router]
  private func presenter(_ interactor: InteractorSpy) -> __Scene__Presenter {
    __Scene__Presenter(
      interactor: interactor, request: __Scene__Request(), sizing: .exact, vocabulary: StubVocabulary())
  }
//[end]
//[router]
  final class WireframeSpy: __Scene__Wireframe {
    var presented = 0
    func presentProducts() async { presented += 1 }
  }

  private let wireframe = WireframeSpy()

  private func presenter(_ interactor: InteractorSpy) -> __Scene__Presenter {
    __Scene__Presenter(
      interactor: interactor, wireframe: wireframe, request: __Scene__Request(), sizing: .exact,
      vocabulary: StubVocabulary())
  }

  @Test func asksTheWireframeForTheProducts() async {
    await presenter(InteractorSpy()).showProducts()
    #expect(wireframe.presented == 1)
  }
//[end]

  @Test func aReadyViewAsksTheInteractor() async {
    let interactor = InteractorSpy()
    await presenter(interactor).viewIsReady()
    #expect(interactor.requests == [__Scene__Request()])
  }

  @Test func handsTheViewAViewModelOfWhatWasFound() {
    let view = ViewSpy()
    let presenter = presenter(InteractorSpy())
    presenter.view = view
    presenter.present__Scene__(__Scene__Response(productCount: 3))
    #expect(view.viewModels.first?.table.columns.map(\.title) == ["PRODUCTS"])
    #expect(view.viewModels.first?.table.rows == [[StyledText("3")]])
    #expect(view.errors.isEmpty)
  }

  @Test func handsTheViewAFailureInWords() {
    let view = ViewSpy()
    let presenter = presenter(InteractorSpy())
    presenter.view = view
    presenter.presentSourceFailure(.unavailable(source: "fake", .missing))
    #expect(view.errors.first?.message.contains("fake") == true)
    #expect(view.viewModels.isEmpty)
  }
}
