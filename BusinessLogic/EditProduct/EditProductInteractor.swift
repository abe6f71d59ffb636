import DomainEntities

/// VIP interactor for editing a product. The change is applied to the product as it was read
/// (kept in the data store when an editor loaded it first), and the store is told that version,
/// so a product changed by someone else meanwhile is not overwritten.
@MainActor
public final class EditProductInteractor: EditProductBusinessLogic, EditProductDataStore {
  public var presenter: (any EditProductPresentationLogic)?
  public private(set) var product: Product?
  private let store: any ProductStore
  private let repository: any ProductRepository

  public init(store: any ProductStore, repository: any ProductRepository) {
    self.store = store
    self.repository = repository
  }

  public func loadProduct(_ request: EditProduct.Load.Request) async {
    guard let loaded = await read(request.productID) else { return }
    do {
      try await store.checkWritable()
    } catch {
      return presenter?.presentWriteFailure(error) ?? ()
    }
    product = loaded
    presenter?.presentProductToEdit(EditProduct.Load.Response(product: loaded))
  }

  public func saveProduct(_ request: EditProduct.Save.Request) async {
    let original: Product
    if let product, product.id.description == request.productID.trimmingWhitespace() {
      original = product
    } else {
      guard let loaded = await read(request.productID) else { return }
      original = loaded
    }
    let applied: AppliedForm
    switch ProductFormValidator().apply(request.form, to: original) {
    case .success(let made): applied = made
    case .failure(let problems): return presenter?.presentInvalidForm(problems) ?? ()
    }
    let changed = ProductDiff.changedFields(from: original, to: applied.product)
    guard !changed.isEmpty || !applied.unmodeled.isEmpty else {
      product = original
      return presenter?.presentSavedProduct(
        EditProduct.Save.Response(
          before: original, after: original, changedFields: [], unmodeledNames: [], isDryRun: request.isDryRun,
          newCategory: nil)) ?? ()
    }
    let newCategory = await NewCategoryCheck(repository: repository).newCategory(
      of: applied.product, replacing: original)
    do {
      let stored = try await store.update(
        original, to: applied.product, unmodeled: applied.unmodeled, mode: request.isDryRun ? .preview : .commit)
      if !request.isDryRun { product = stored }
      presenter?.presentSavedProduct(
        EditProduct.Save.Response(
          before: original, after: stored, changedFields: changed, unmodeledNames: applied.unmodeled.map(\.name),
          isDryRun: request.isDryRun, newCategory: newCategory))
    } catch {
      presenter?.presentWriteFailure(error)
    }
  }

  private func read(_ text: String) async -> Product? {
    switch await ProductLookup(repository: repository).product(text) {
    case .success(let product): return product
    case .failure(.invalidID(let error)): presenter?.presentInvalidRequest(error)
    case .failure(.unreadable(let error)): presenter?.presentWriteFailure(.read(error))
    }
    return nil
  }
}
