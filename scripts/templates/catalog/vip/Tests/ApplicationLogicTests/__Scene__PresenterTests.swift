import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The __command__ presenter hands its display a view model, or a failure in words.
@MainActor
@Suite struct __Scene__PresenterTests {
  final class DisplaySpy: __Scene__DisplayLogic {
    var viewModels: [__Scene__.__UseCase__.ViewModel] = []
    var errors: [ErrorViewModel] = []
    func display__Scene__(_ viewModel: __Scene__.__UseCase__.ViewModel) { viewModels.append(viewModel) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
  }

  @Test func handsTheDisplayAViewModelOfWhatWasFound() {
    let display = DisplaySpy()
    let presenter = __Scene__Presenter(sizing: .exact, vocabulary: StubVocabulary())
    presenter.display = display
    presenter.present__Scene__(__Scene__.__UseCase__.Response(productCount: 3))
    #expect(display.viewModels.first?.table.columns.map(\.title) == ["PRODUCTS"])
    #expect(display.viewModels.first?.table.rows == [[StyledText("3")]])
    #expect(display.errors.isEmpty)
  }

  @Test func handsTheDisplayAFailureInWords() {
    let display = DisplaySpy()
    let presenter = __Scene__Presenter(sizing: .exact, vocabulary: StubVocabulary())
    presenter.display = display
    presenter.presentSourceFailure(.unavailable(source: "fake", .missing))
    #expect(display.errors.first?.message.contains("fake") == true)
    #expect(display.viewModels.isEmpty)
  }
}
