import DomainEntities

/// VIP: what the __command__ view may ask its interactor.
@MainActor
public protocol __Scene__BusinessLogic: AnyObject {
  func __useCase____Scene__(_ request: __Scene__.__UseCase__.Request) async
}

/// The __command__ use case: checks what was typed, all at once, finds the product, changes it
/// through the store, and hands the presenter what changed or why nothing did. Fill in: the
/// rule (`problems`) and the change (`changed`).
@MainActor
public final class __Scene__Interactor: __Scene__BusinessLogic, ProductChangeDataStore {
  /// VIP's ownership: the interactor owns its presenter.
  public var presenter: (any __Scene__PresentationLogic)?
  /// The product as the change left it: `-o json` shows it through the detail scene, as the
  /// house's write scenes do (`ProductChangeRouter`).
  public private(set) var product: Product?
  private let repository: any ProductRepository
  private let store: any ProductStore

  public init(repository: any ProductRepository, store: any ProductStore) {
    (self.repository, self.store) = (repository, store)
  }

  public func __useCase____Scene__(_ request: __Scene__.__UseCase__.Request) async {
    // Fill in: a `ProductFormProblem` for each value the rule refuses.
    let problems: [ProductFormProblem] = []
    let original: Product
    switch await ProductLookup(repository: repository).productToChange(request.productID, in: store) {
    case .success(let found): original = found
    case .failure(.invalidID(let error)):
      guard !problems.isEmpty else { return presenter?.presentInvalidRequest(error) ?? () }
      return presenter?.presentInvalidForm(ProductFormProblems([.productID(request.productID)] + problems)) ?? ()
    case .failure(.write(let error)): return presenter?.presentWriteFailure(error) ?? ()
    }
    guard problems.isEmpty else { return presenter?.presentInvalidForm(ProductFormProblems(problems)) ?? () }
    // Fill in: the change. Money is worked out in decimal by the domain's rules and quoted in
    // whole cents (`Discount(percentage: 15).applied(to: original.price)`): arithmetic on a
    // price's `Double` amount writes 5.529999999999999 into the catalog.
    let changed = original
    let change = ProductChange(from: original, to: changed, unmodeled: [])
    do {
      let stored = change.isEmpty ? original : try await store.update(change, mode: request.isDryRun ? .preview : .commit)
      product = stored
      presenter?.present__Scene__(__Scene__.__UseCase__.Response(
          before: original, after: stored, changedFields: change.changedFields, isDryRun: request.isDryRun))
    } catch {
      presenter?.presentWriteFailure(error)
    }
  }
}
