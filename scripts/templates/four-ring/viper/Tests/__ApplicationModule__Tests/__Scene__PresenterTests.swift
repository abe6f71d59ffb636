import Testing
import __ApplicationModule__
import __BusinessModule__

/// The __Scene__ presenter between an interactor spy and a view spy.
@MainActor
@Suite struct __Scene__PresenterTests {
  final class InteractorSpy: __Scene__InteractorInput {
    var asked = 0
    func __useCase____Scene__() async { asked += 1 }
  }

  final class ViewSpy: __Scene__View {
    var viewModels: [__Scene__ViewModel] = []
    func display__Scene__(_ viewModel: __Scene__ViewModel) { viewModels.append(viewModel) }
  }

  @Test func aReadyViewAsksTheInteractor() async {
    let interactor = InteractorSpy()
    await __Scene__Presenter(interactor: interactor).viewIsReady()
    #expect(interactor.asked == 1)
  }

  @Test func handsTheViewAViewModelOfWhatWasFound() {
    let view = ViewSpy()
    let presenter = __Scene__Presenter(interactor: InteractorSpy())
    presenter.view = view
    presenter.present__Scene__(__Scene__Response(itemCount: 3))
    #expect(view.viewModels == [__Scene__ViewModel(lines: ["3 items"])])
  }
}
