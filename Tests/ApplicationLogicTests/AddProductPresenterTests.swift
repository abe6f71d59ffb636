import ApplicationLogic
import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct AddProductPresenterTests {
  @Test func anAddIsOneLineAndADryRunListsTheFieldsSet() {
    let presenter = AddProductPresenter(vocabulary: StubVocabulary())
    let view = WriteDisplaySpy()
    presenter.display = view
    let product = Product(id: ProductID(195), title: "Lamp", category: CategorySlug("lighting"), price: Money(24.5))
    presenter.presentAddedProduct(
      AddProduct.Save.Response(product: product, isDryRun: false, newCategory: nil, ignoredID: "7", unmodeledNames: []))
    presenter.presentAddedProduct(
      AddProduct.Save.Response(
        product: product, isDryRun: true, newCategory: nil, ignoredID: nil, unmodeledNames: ["x"]))
    #expect(view.changes.first?.lines == ["added product 195 \"Lamp\""])
    #expect(
      view.changes.first?.warnings.map(\.message) == [
        "ignored id 7 in the input: the catalog assigns new products their ids"
      ])
    #expect(
      view.changes.last?.lines == [
        "would add product 195 \"Lamp\" (dry run: nothing was written)", "  title \"Lamp\"",
        "  category \"lighting\"", "  price 24.5", "  x (kept as given)",
      ])
  }
}
