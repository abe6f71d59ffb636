import BusinessLogic
import DomainEntities
import Testing

@MainActor
@Suite struct EditProductInteractorTests {
  private func scene(
    _ store: ProductStoreSpy = ProductStoreSpy(), repository: FakeProductRepository = FakeProductRepository()
  )
    -> (EditProductInteractor, EditProductPresentationSpy)
  {
    let interactor = EditProductInteractor(store: store, repository: repository)
    let presenter = EditProductPresentationSpy()
    interactor.presenter = presenter
    return (interactor, presenter)
  }

  @Test func savesTheChangeFromTheVersionThatWasRead() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.saveProduct(
      EditProduct.Save.Request(productID: "1", form: ProductForm([FieldMember("price", .typed("8.99"))])))
    let response = presenter.saved.first
    #expect(response?.before == Seeds.mascara)
    #expect(response?.after.price == Money(8.99))
    #expect(response?.changedFields == [.price])
    #expect(interactor.product?.price == Money(8.99))
    #expect(await store.calls == ["update 1 commit"])
  }

  @Test func anIDThatIsNoneAndBadValuesAreReportedTogether() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    let form = ProductForm([FieldMember("price", .typed("x")), FieldMember("rating", .typed("9"))])
    await interactor.saveProduct(EditProduct.Save.Request(productID: "abc", form: form))
    #expect(presenter.invalid.first?.problems.map(\.field) == ["id", "price", "rating"])
    #expect(presenter.invalid.first?.problems.first?.value == "abc")
    #expect(presenter.invalidRequests.isEmpty)
    // Good values and a bad id: the id alone, as the lookup words it.
    let (alone, spy) = scene(store)
    await alone.saveProduct(
      EditProduct.Save.Request(productID: "abc", form: ProductForm([FieldMember("price", .typed("8"))])))
    #expect(spy.invalid.isEmpty && spy.invalidRequests.count == 1)
    #expect(await store.calls.allSatisfy { !$0.hasPrefix("update") }, "nothing is written")
  }

  @Test func theEditorsLoadedVersionIsTheOneSavedAgainst() async {
    let store = ProductStoreSpy()
    let repository = FakeProductRepository()
    let (interactor, presenter) = scene(store, repository: repository)
    await interactor.loadProduct(EditProduct.Load.Request(productID: "1"))
    #expect(presenter.loaded == [Seeds.mascara])
    // Someone else changes the product after the editor opened: the save must not overwrite it.
    var changed = Seeds.mascara
    changed.stock = 1
    await store.replace(Seeds.mascara, with: changed)
    await interactor.saveProduct(
      EditProduct.Save.Request(productID: "1", form: ProductForm([FieldMember("price", .typed("8.99"))])))
    #expect(presenter.failures == [.changedSinceRead(ProductID(1), source: "spy")])
    #expect(await store.products.first { $0.id == ProductID(1) }?.stock == 1)
  }

  @Test func theEditorGetsTheMembersTheModelDoesNotKnowFromTheStore() async {
    let store = ProductStoreSpy()
    let supplier = FieldMember("supplier", .members([FieldMember("name", .text("Paperworks"))]))
    await store.setUnmodeled([supplier], of: ProductID(2))
    let (interactor, presenter) = scene(store)
    await interactor.loadProduct(EditProduct.Load.Request(productID: "2"))
    #expect(presenter.loaded == [Seeds.iPhone])
    #expect(presenter.loadedUnmodeled == [[supplier]])
    #expect(await store.calls == ["check", "members 2"])
  }

  @Test func aStoreThatCannotReadTheMembersIsReportedAndNothingOpens() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await store.failMembers(with: .lockTimedOut(source: "spy", seconds: 1))
    await interactor.loadProduct(EditProduct.Load.Request(productID: "2"))
    #expect(presenter.loaded.isEmpty)
    #expect(presenter.failures == [.lockTimedOut(source: "spy", seconds: 1)])
    #expect(interactor.product == nil)
  }

  @Test func aChangeToTheSameValuesIsNoChangeAndWritesNothing() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.saveProduct(
      EditProduct.Save.Request(productID: "1", form: ProductForm([FieldMember("price", .number("9.990"))])))
    #expect(presenter.saved.first?.changesNothing == true)
    #expect(await store.calls.isEmpty)
  }

  @Test func badIdsAndMissingProductsAreReportedWithoutWriting() async {
    let store = ProductStoreSpy()
    let (interactor, presenter) = scene(store)
    await interactor.saveProduct(EditProduct.Save.Request(productID: "x", form: ProductForm()))
    await interactor.saveProduct(EditProduct.Save.Request(productID: "99", form: ProductForm()))
    #expect(presenter.invalidRequests.map(\.value) == ["x"])
    #expect(presenter.failures == [.read(.productNotFound(ProductID(99), source: "fake"))])
    #expect(await store.calls.isEmpty)
  }

  @Test func aNewCategoryIsSaidOnlyWhenTheCategoryChangesToOneNobodyHas() async {
    let (interactor, presenter) = scene()
    await interactor.saveProduct(
      EditProduct.Save.Request(productID: "1", form: ProductForm([FieldMember("category", .typed("furniture"))])))
    await interactor.saveProduct(
      EditProduct.Save.Request(productID: "2", form: ProductForm([FieldMember("category", .typed("gizmos"))])))
    #expect(presenter.saved.map(\.newCategory) == [nil, CategorySlug("gizmos")])
  }
}

extension ProductStoreSpy {
  func replace(_ old: Product, with new: Product) {
    products = products.map { $0 == old ? new : $0 }
  }
}
