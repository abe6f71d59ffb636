import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The About presenter between an interactor spy, a view spy and a wireframe spy.
@MainActor
@Suite struct AboutPresenterTests {
  final class InteractorSpy: AboutInteractorInput {
    var asked = 0
    /// What the interactor answers its output with, when asked.
    var answer: AboutResponse?
    weak var output: (any AboutInteractorOutput)?
    func loadAbout() async {
      asked += 1
      if let answer { output?.presentAbout(answer) }
    }
  }

  final class WireframeSpy: AboutWireframe {
    var shown: [Book] = []
    func showLongestBook(_ book: Book) async { shown.append(book) }
  }

  final class ViewSpy: AboutView {
    var viewModels: [AboutViewModel] = []
    func displayAbout(_ viewModel: AboutViewModel) { viewModels.append(viewModel) }
  }

  @Test func aReadyViewAsksTheInteractorThenTheWireframeShowsTheLongest() async {
    let interactor = InteractorSpy()
    let wireframe = WireframeSpy()
    let presenter = AboutPresenter(interactor: interactor, wireframe: wireframe)
    interactor.output = presenter
    interactor.answer = AboutResponse(bookCount: 2, longest: Seeds.long)
    await presenter.viewIsReady()
    #expect(interactor.asked == 1)
    #expect(wireframe.shown == [Seeds.long])
  }

  @Test func anEmptyShelfGoesNowhere() async {
    let interactor = InteractorSpy()
    let wireframe = WireframeSpy()
    let presenter = AboutPresenter(interactor: interactor, wireframe: wireframe)
    interactor.output = presenter
    interactor.answer = AboutResponse(bookCount: 0, longest: nil)
    await presenter.viewIsReady()
    #expect(wireframe.shown.isEmpty)
  }

  @Test func handsTheViewAViewModelOfWhatWasFound() {
    let view = ViewSpy()
    let presenter = AboutPresenter(interactor: InteractorSpy(), wireframe: WireframeSpy())
    presenter.view = view
    presenter.presentAbout(AboutResponse(bookCount: 3, longest: Seeds.long))
    #expect(
      view.viewModels == [
        AboutViewModel(lines: ["Shelf: the starter of the four-ring shape, with 3 books; the longest:"])
      ])
  }
}
