import DomainEntities

/// VIP: what the add view may ask its interactor.
@MainActor
public protocol AddProductBusinessLogic: AnyObject {
  /// Checks a product can be added before the view asks for one (an editor opened on a template).
  func prepareProduct(_ request: AddProduct.Prepare.Request) async
  func addProduct(_ request: AddProduct.Save.Request) async
}

/// VIP interactor for adding a product: applies the business rules to the form, then asks the
/// store to keep the product. It never sees how the product is written.
@MainActor
public final class AddProductInteractor: AddProductBusinessLogic, ProductChangeDataStore {
  public var presenter: (any AddProductPresentationLogic)?
  public private(set) var product: Product?
  private let store: any ProductStore
  private let repository: any ProductRepository

  public init(store: any ProductStore, repository: any ProductRepository) {
    (self.store, self.repository) = (store, repository)
  }

  public func prepareProduct(_ request: AddProduct.Prepare.Request) async {
    do {
      try await store.checkWritable()
      presenter?.presentBlankProduct(AddProduct.Prepare.Response())
    } catch {
      presenter?.presentWriteFailure(error)
    }
  }

  public func addProduct(_ request: AddProduct.Save.Request) async {
    let applied: AppliedForm
    switch ProductFormValidator().apply(request.form, to: nil) {
    case .success(let made): applied = made
    case .failure(let problems): return presenter?.presentInvalidForm(problems) ?? ()
    }
    let newCategory = await NewCategoryCheck(repository: repository).newCategory(of: applied.product)
    do {
      let draft = ProductDraft(fields: applied.product, unmodeled: applied.unmodeled)
      let stored = try await store.add(draft, mode: request.isDryRun ? .preview : .commit)
      product = stored
      presenter?.presentAddedProduct(
        AddProduct.Save.Response(
          product: stored, isDryRun: request.isDryRun,
          newCategory: newCategory,
          ignoredID: applied.ignoredID, unmodeledNames: applied.unmodeled.map(\.name)))
    } catch {
      presenter?.presentWriteFailure(error)
    }
  }
}
