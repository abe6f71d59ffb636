import DomainEntities

/// VIP interactor for deleting a product: the store is told the version that was read (and
/// shown, when the view asked first), so a product changed meanwhile is not deleted unseen.
@MainActor
public final class DeleteProductInteractor: DeleteProductBusinessLogic, DeleteProductDataStore {
  public var presenter: (any DeleteProductPresentationLogic)?
  public private(set) var product: Product?
  private let store: any ProductStore
  private let repository: any ProductRepository

  public init(store: any ProductStore, repository: any ProductRepository) {
    self.store = store
    self.repository = repository
  }

  public func loadProduct(_ request: DeleteProduct.Load.Request) async {
    guard let loaded = await read(request.productID) else { return }
    do {
      try await store.checkWritable()
    } catch {
      return presenter?.presentWriteFailure(error) ?? ()
    }
    product = loaded
    presenter?.presentProductToDelete(DeleteProduct.Load.Response(product: loaded))
  }

  public func deleteProduct(_ request: DeleteProduct.Delete.Request) async {
    let original: Product
    if let product, product.id.description == request.productID.trimmingWhitespace() {
      original = product
    } else {
      guard let loaded = await read(request.productID) else { return }
      original = loaded
    }
    do {
      try await store.delete(original, mode: request.isDryRun ? .preview : .commit)
      product = original
      presenter?.presentDeletedProduct(DeleteProduct.Delete.Response(product: original, isDryRun: request.isDryRun))
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
