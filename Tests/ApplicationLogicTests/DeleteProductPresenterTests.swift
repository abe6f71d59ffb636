import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct DeleteProductPresenterTests {
  @Test func asksWithTheTitleAndSaysWhatWasDeleted() {
    let presenter = DeleteProductPresenter(vocabulary: StubVocabulary())
    let view = WriteDisplaySpy()
    presenter.display = view
    presenter.presentProductToDelete(DeleteProduct.Load.Response(product: Seeds.iPhone))
    presenter.presentDeletedProduct(DeleteProduct.Delete.Response(product: Seeds.iPhone, isDryRun: false))
    presenter.presentDeletedProduct(DeleteProduct.Delete.Response(product: Seeds.iPhone, isDryRun: true))
    #expect(view.questions == ["delete product 2 \"iPhone 6\"?"])
    #expect(
      view.changes.map(\.lines) == [
        ["deleted product 2 \"iPhone 6\""], ["would delete product 2 \"iPhone 6\" (dry run: nothing was written)"],
      ])
  }
}
