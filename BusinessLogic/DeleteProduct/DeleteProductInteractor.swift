import DomainEntities

/// VIP: what the delete view may ask its interactor.
@MainActor
public protocol DeleteProductBusinessLogic: AnyObject {
  /// The product as it is now, so the view can ask before deleting it.
  func loadProduct(_ request: DeleteProduct.Load.Request) async
  func deleteProduct(_ request: DeleteProduct.Delete.Request) async
}

/// VIP interactor for deleting a product: the store is told the version that was read (and
/// shown, when the view asked first), so a product changed meanwhile is not deleted unseen.
@MainActor
public final class DeleteProductInteractor: DeleteProductBusinessLogic, ProductChangeDataStore {
  public var presenter: (any DeleteProductPresentationLogic)?
  public private(set) var product: Product?
  private let store: any ProductStore
  private let repository: any ProductRepository

  public init(store: any ProductStore, repository: any ProductRepository) {
    (self.store, self.repository) = (store, repository)
  }

  public func loadProduct(_ request: DeleteProduct.Load.Request) async {
    switch await ProductLookup(repository: repository).productToChange(request.productID, in: store) {
    case .success(let loaded):
      product = loaded
      presenter?.presentProductToDelete(DeleteProduct.Load.Response(product: loaded))
    case .failure(let failure): report(failure)
    }
  }

  public func deleteProduct(_ request: DeleteProduct.Delete.Request) async {
    let original: Product
    switch await ProductLookup(repository: repository).product(request.productID, known: product) {
    case .success(let found): original = found
    case .failure(let failure): return report(failure)
    }
    do {
      try await store.delete(original, mode: request.isDryRun ? .preview : .commit)
      product = original
      presenter?.presentDeletedProduct(DeleteProduct.Delete.Response(product: original, isDryRun: request.isDryRun))
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
