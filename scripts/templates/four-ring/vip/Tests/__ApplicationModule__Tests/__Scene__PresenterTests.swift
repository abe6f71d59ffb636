import Testing
import __ApplicationModule__
import __BusinessModule__

/// The __Scene__ presenter hands its display a view model.
@MainActor
@Suite struct __Scene__PresenterTests {
  final class DisplaySpy: __Scene__DisplayLogic {
    var viewModels: [__Scene__.__UseCase__.ViewModel] = []
    func display(_ viewModel: __Scene__.__UseCase__.ViewModel) { viewModels.append(viewModel) }
  }

  @Test func handsTheDisplayAViewModelOfWhatWasFound() {
    let display = DisplaySpy()
    let presenter = __Scene__Presenter()
    presenter.display = display
    presenter.present(__Scene__.__UseCase__.Response(itemCount: 3))
    #expect(display.viewModels == [__Scene__.__UseCase__.ViewModel(lines: ["3 items"])])
  }

  @Test func handsTheDisplayAFailureInWords() {
    let display = DisplaySpy()
    let presenter = __Scene__Presenter()
    presenter.display = display
    presenter.present(__Scene__.__UseCase__.Response(itemCount: nil))
    #expect(display.viewModels.first?.lines == ["error: the source could not be read"])
  }
}
