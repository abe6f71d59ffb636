import ApplicationLogic
import BusinessLogic
import Testing

/// The About presenter between an interactor spy and a view spy.
@MainActor
@Suite struct AboutPresenterTests {
  final class InteractorSpy: AboutInteractorInput {
    var asked = 0
    func loadAbout() async { asked += 1 }
  }

  final class ViewSpy: AboutView {
    var viewModels: [AboutViewModel] = []
    func displayAbout(_ viewModel: AboutViewModel) { viewModels.append(viewModel) }
  }

  @Test func aReadyViewAsksTheInteractor() async {
    let interactor = InteractorSpy()
    await AboutPresenter(interactor: interactor).viewIsReady()
    #expect(interactor.asked == 1)
  }

  @Test func handsTheViewAViewModelOfWhatWasFound() {
    let view = ViewSpy()
    let presenter = AboutPresenter(interactor: InteractorSpy())
    presenter.view = view
    presenter.presentAbout(AboutResponse(bookCount: 3))
    #expect(view.viewModels == [AboutViewModel(lines: ["Shelf: the starter of the four-ring shape, with 3 books"])])
  }
}
