import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct EditProductPresenterTests {
  private func presenter() -> (EditProductPresenter, WriteDisplaySpy) {
    let presenter = EditProductPresenter(vocabulary: StubVocabulary())
    let view = WriteDisplaySpy()
    presenter.display = view
    return (presenter, view)
  }

  private func response(dryRun: Bool, newCategory: CategorySlug? = nil) -> EditProduct.Save.Response {
    var after = Seeds.mascara
    after.price = Money(8.99)
    after.stock = 100
    after.brand = nil
    return EditProduct.Save.Response(
      before: Seeds.mascara, after: after, changedFields: [.price, .stock, .brand], unmodeledNames: ["supplier"],
      isDryRun: dryRun, newCategory: newCategory)
  }

  @Test func theProductToEditReachesTheViewWithTheMembersTheModelDoesNotKnow() {
    let (presenter, view) = presenter()
    let supplier = FieldMember("supplier", .members([FieldMember("since", .number("2019"))]))
    presenter.presentProductToEdit(EditProduct.Load.Response(product: Seeds.mascara, unmodeled: [supplier]))
    #expect(view.toEdit == [EditProduct.Load.ViewModel(product: Seeds.mascara, unmodeled: [supplier])])
  }

  @Test func aSaveIsOneLineNamingEachChange() {
    let (presenter, view) = presenter()
    presenter.presentSavedProduct(response(dryRun: false))
    #expect(
      view.changes.first?.lines == [
        "updated product 1: price 9.99 → 8.99, stock 99 → 100, brand \"Essence\" → (none), supplier (kept as given)"
      ])
  }

  /// Words never carry a price's binary tail: a scene that computed one in `Double` is shown it
  /// in cents, and told it was not whole cents.
  @Test func aPriceIsSaidInCentsEvenWhenItWasComputedInBinary() {
    let (presenter, view) = presenter()
    var after = Seeds.mascara
    after.price = Money(5.529999999999999)
    presenter.presentSavedProduct(
      EditProduct.Save.Response(
        before: Seeds.mascara, after: after, changedFields: [.price], unmodeledNames: [], isDryRun: false,
        newCategory: nil))
    #expect(view.changes.first?.lines == ["updated product 1: price 9.99 → 5.53 (unrounded)"])
  }

  @Test func aDryRunListsTheChangesOnePerLine() {
    let (presenter, view) = presenter()
    presenter.presentSavedProduct(response(dryRun: true, newCategory: CategorySlug("gizmos")))
    #expect(
      view.changes.first?.lines == [
        "would update product 1 (dry run: nothing was written)", "  price 9.99 → 8.99", "  stock 99 → 100",
        "  brand \"Essence\" → (none)", "  supplier (kept as given)",
      ])
    #expect(view.changes.first?.warnings.map(\.message) == ["category \"gizmos\" is new: no other product has it"])
    #expect(view.changes.first?.warnings.first?.remedy == "check its spelling; open the category list")
  }

  @Test func noChangeIsSaid() {
    let (presenter, view) = presenter()
    presenter.presentSavedProduct(
      EditProduct.Save.Response(
        before: Seeds.mascara, after: Seeds.mascara, changedFields: [], unmodeledNames: [], isDryRun: false,
        newCategory: nil))
    #expect(view.changes.first?.lines == ["no changes to product 1"])
  }

  @Test func problemsAreListedWithTheirValuesAndWhatWasExpected() {
    let (presenter, view) = presenter()
    presenter.presentInvalidForm(
      ProductFormProblems([
        ProductFormProblem(field: "price", value: "9.999", expectation: .decimals(atMost: 2)),
        ProductFormProblem(field: "title", value: "", expectation: .required),
        ProductFormProblem(field: "rating", value: "7\u{1B}[2J", expectation: .number(minimum: 0, maximum: 5)),
      ]))
    let failure = view.invalid.first
    #expect(failure?.error.kind == .invalidInput)
    #expect(
      failure?.lines == [
        "error: product not saved: 3 problems", "  price \"9.999\": expected at most 2 decimals",
        "  title: required, and missing", "  rating \"7␛[2J\": expected a number from 0 to 5",
        "hint: correct them and try again; nothing was written",
      ])
  }

  @Test func writeFailuresSayTheFileWasLeftAsItWas() {
    let (presenter, view) = presenter()
    presenter.presentWriteFailure(.writeFailed(source: "catalog.json", .noSpace))
    presenter.presentWriteFailure(.readOnlySource(source: "embedded catalog", .embedded))
    #expect(
      view.errors.map(\.message) == [
        "cannot write catalog.json: no space left on the device; it was left as it was",
        "cannot change embedded catalog: it is built into the program",
      ])
    #expect(view.errors.last?.remedy == "save a copy")
  }
}
