import DomainEntities

/// VIP: what the edit view may ask its interactor.
@MainActor
public protocol EditProductBusinessLogic: AnyObject {
  /// The product as it is now, for an editor to start from.
  func loadProduct(_ request: EditProduct.Load.Request) async
  func saveProduct(_ request: EditProduct.Save.Request) async
}

/// VIP interactor for editing a product. The change is applied to the product as it was read
/// (kept in the data store when an editor loaded it first), and the store is told that version,
/// so a product changed by someone else meanwhile is not overwritten.
@MainActor
public final class EditProductInteractor: EditProductBusinessLogic, ProductChangeDataStore {
  public var presenter: (any EditProductPresentationLogic)?
  public private(set) var product: Product?
  private let store: any ProductStore
  private let repository: any ProductRepository

  public init(store: any ProductStore, repository: any ProductRepository) {
    (self.store, self.repository) = (store, repository)
  }

  public func loadProduct(_ request: EditProduct.Load.Request) async {
    switch await ProductLookup(repository: repository).productToChange(request.productID, in: store) {
    case .success(let loaded):
      do {
        let unmodeled = try await store.unmodeledMembers(of: loaded)
        product = loaded
        presenter?.presentProductToEdit(EditProduct.Load.Response(product: loaded, unmodeled: unmodeled))
      } catch {
        presenter?.presentWriteFailure(error)
      }
    case .failure(let failure): report(failure)
    }
  }

  public func saveProduct(_ request: EditProduct.Save.Request) async {
    let original: Product
    switch await ProductLookup(repository: repository).product(request.productID, known: product) {
    case .success(let found): original = found
    case .failure(.invalidID(let error)):
      // Everything wrong with what was typed, at once: the id, and the values, which can be
      // checked without the product.
      let values = ProductFormValidator().problemsOfValues(in: request.form)
      guard !values.isEmpty else { return presenter?.presentInvalidRequest(error) ?? () }
      return presenter?.presentInvalidForm(ProductFormProblems([.productID(request.productID)] + values)) ?? ()
    case .failure(let failure): return report(failure)
    }
    let applied: AppliedForm
    switch ProductFormValidator().apply(request.form, to: original) {
    case .success(let made): applied = made
    case .failure(let problems): return presenter?.presentInvalidForm(problems) ?? ()
    }
    let change = ProductChange(from: original, to: applied.product, unmodeled: applied.unmodeled)
    guard !change.isEmpty else {
      product = original
      return presenter?.presentSavedProduct(
        EditProduct.Save.Response(
          before: original, after: original, changedFields: [], unmodeledNames: [], isDryRun: request.isDryRun,
          newCategory: nil)) ?? ()
    }
    let newCategory = await NewCategoryCheck(repository: repository).newCategory(
      of: applied.product, replacing: original)
    do {
      let stored = try await store.update(change, mode: request.isDryRun ? .preview : .commit)
      // What the change made, or (a dry run) would make: the detail shows it for `-o json`.
      product = stored
      presenter?.presentSavedProduct(
        EditProduct.Save.Response(
          before: original, after: stored, changedFields: change.changedFields,
          unmodeledNames: change.unmodeled.map(\.name),
          isDryRun: request.isDryRun, newCategory: newCategory))
    } catch {
      presenter?.presentWriteFailure(error)
    }
  }

  private func report(_ failure: ProductLookup.Failure) {
    switch failure {
    case .invalidID(let error): presenter?.presentInvalidRequest(error)
    case .write(let error): presenter?.presentWriteFailure(error)
    }
  }
}
