import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct DeleteProductInteractorTests {
  private func scene(_ store: ProductStoreSpy) -> (DeleteProductInteractor, DeleteProductPresentationSpy) {
    let interactor = DeleteProductInteractor(store: store, repository: FakeProductRepository())
    let presenter = DeleteProductPresentationSpy()
    interactor.presenter = presenter
    return (interactor, presenter)
  }

  @Test func asksWithTheProductThenDeletesThatVersion() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.loadProduct(DeleteProduct.Load.Request(productID: "2"))
    #expect(presenter.toDelete == [Seeds.iPhone])
    await interactor.deleteProduct(DeleteProduct.Delete.Request(productID: "2"))
    #expect(presenter.deleted.map(\.product) == [Seeds.iPhone])
    #expect(interactor.product == Seeds.iPhone)
    #expect(await store.calls == ["check", "delete 2 commit"])
    #expect(await !store.products.contains(Seeds.iPhone))
  }

  @Test func aDryRunDeletesNothing() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.deleteProduct(DeleteProduct.Delete.Request(productID: "2", isDryRun: true))
    #expect(presenter.deleted.first?.isDryRun == true)
    #expect(await store.products.contains(Seeds.iPhone))
  }

  @Test func aReadOnlyStoreIsSaidBeforeAsking() async {
    let refusal = CatalogWriteError.readOnlySource(source: "embedded", .embedded)
    let (interactor, presenter) = scene(ProductStoreSpy(failure: refusal))
    await interactor.loadProduct(DeleteProduct.Load.Request(productID: "2"))
    #expect(presenter.toDelete.isEmpty)
    #expect(presenter.failures == [refusal])
  }
}
