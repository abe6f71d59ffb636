import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

/// The __command__ presenter hands its display the change in words, the problems at once, or a
/// failure in words.
@MainActor
@Suite struct __Scene__PresenterTests {
  final class DisplaySpy: __Scene__DisplayLogic {
    var changes: [ProductChangeViewModel] = []
    var invalidForms: [ProductFormFailureViewModel] = []
    var errors: [ErrorViewModel] = []
    func display__Scene__(_ viewModel: ProductChangeViewModel) { changes.append(viewModel) }
    func displayInvalidForm(_ viewModel: ProductFormFailureViewModel) { invalidForms.append(viewModel) }
    func displayError(_ viewModel: ErrorViewModel) { errors.append(viewModel) }
  }

  private func scene() -> (__Scene__Presenter, DisplaySpy) {
    let display = DisplaySpy()
    let presenter = __Scene__Presenter(vocabulary: StubVocabulary())
    presenter.display = display
    return (presenter, display)
  }

  @Test func handsTheDisplayTheChangeFieldByField() {
    let (presenter, display) = scene()
    var after = Seeds.mascara
    after.stock = 7
    // Money by the domain's decimal rule, in whole cents: 9.99 less 15 % is 8.49.
    after.price = Discount(percentage: 15).applied(to: Seeds.mascara.price)
    presenter.present__Scene__(
      __Scene__.__UseCase__.Response(
        before: Seeds.mascara, after: after, changedFields: [.price, .stock], isDryRun: false))
    #expect(display.changes.first?.lines.first?.hasSuffix("price 9.99 → 8.49, stock 99 → 7") == true, "\(display.changes)")
    #expect(display.errors.isEmpty)
  }

  @Test func handsTheDisplayEveryProblemAtOnce() {
    let (presenter, display) = scene()
    presenter.presentInvalidForm(ProductFormProblems([.productID("abc"), .productID("x")]))
    #expect(display.invalidForms.first?.problems.count == 2)
    #expect(display.changes.isEmpty)
  }

  @Test func handsTheDisplayAFailureInWords() {
    let (presenter, display) = scene()
    presenter.presentWriteFailure(.readOnlySource(source: "fake", .embedded))
    #expect(display.errors.first?.message.contains("fake") == true, "\(display.errors)")
    #expect(display.changes.isEmpty)
  }
}
