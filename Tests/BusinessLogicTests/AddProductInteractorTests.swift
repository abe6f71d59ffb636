import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct AddProductInteractorTests {
  private func scene(_ store: ProductStoreSpy = ProductStoreSpy()) -> (AddProductInteractor, AddProductPresentationSpy)
  {
    let interactor = AddProductInteractor(store: store, repository: FakeProductRepository())
    let presenter = AddProductPresentationSpy()
    interactor.presenter = presenter
    return (interactor, presenter)
  }

  private let form = ProductForm([
    FieldMember("title", .typed("Lamp")), FieldMember("price", .typed("24.99")),
    FieldMember("category", .typed("lighting")),
    FieldMember("x-supplier", .text("Lumo")),
  ])

  @Test func storesTheProductUnderTheStoresIdAndKeepsItForTheRouter() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.addProduct(AddProduct.Save.Request(form: form))
    let added = presenter.added.first?.product
    #expect(added?.id == ProductID(6))
    #expect(added?.title == "Lamp")
    #expect(interactor.product == added)
    #expect(presenter.added.first?.newCategory == CategorySlug("lighting"))
    #expect(presenter.added.first?.unmodeledNames == ["x-supplier"])
    #expect(await store.calls == ["add commit"])
    #expect(await store.unmodeledSeen == [[FieldMember("x-supplier", .text("Lumo"))]])
  }

  @Test func aDryRunAsksTheStoreToPreview() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.addProduct(AddProduct.Save.Request(form: form, isDryRun: true))
    #expect(await store.calls == ["add preview"])
    #expect(await store.products.count == Seeds.all.count)
    #expect(presenter.added.first?.isDryRun == true)
  }

  @Test func anInvalidFormNeverReachesTheStore() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.addProduct(AddProduct.Save.Request(form: ProductForm([FieldMember("price", .typed("-1"))])))
    #expect(presenter.invalid.first?.problems.map(\.field) == ["price", "title"])
    #expect(await store.calls.isEmpty)
  }

  @Test func aReadOnlyStoreIsReportedBeforeTheEditorOpens() async {
    let refusal = CatalogWriteError.readOnlySource(source: "embedded", .embedded)
    let (interactor, presenter) = scene(ProductStoreSpy(failure: refusal))
    await interactor.prepareProduct(AddProduct.Prepare.Request())
    #expect(presenter.blanks == 0)
    #expect(presenter.failures == [refusal])
  }
}
