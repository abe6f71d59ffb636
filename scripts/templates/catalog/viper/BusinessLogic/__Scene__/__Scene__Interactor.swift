import DomainEntities

/// VIPER: what the __command__ presenter may ask its interactor.
@MainActor
public protocol __Scene__InteractorInput: AnyObject {
  func __useCase____Scene__(_ request: __Scene__Request) async
}

/// The __command__ use case: asks the catalog through its port, and reports a fact or a failure.
/// Fill in: what the scene computes, in place of the product count.
@MainActor
//[read-only]
public final class __Scene__Interactor: __Scene__InteractorInput {
//[end]
//[writes]
public final class __Scene__Interactor: __Scene__InteractorInput, ProductChangeDataStore {
//[end]
  public weak var output: (any __Scene__InteractorOutput)?
//[writes]
  /// The product as the change left it: `-o json` shows it through the detail scene, as the
  /// house's write scenes do (`ProductChangeRouter`).
  public private(set) var product: Product?
//[end]
  private let repository: any ProductRepository
//[writes]
  private let store: any ProductStore
//[end]

//[read-only]
  public init(repository: any ProductRepository) {
    self.repository = repository
  }
//[end]
//[writes]
  public init(repository: any ProductRepository, store: any ProductStore) {
    (self.repository, self.store) = (repository, store)
  }
//[end]

  public func __useCase____Scene__(_ request: __Scene__Request) async {
//[writes]
    // A scene that changes products first asks whether it can.
    do {
      try await store.checkWritable()
    } catch {
      return output?.presentWriteFailure(error) ?? ()
    }
//[end]
    do {
      let page = try await repository.products(matching: CatalogQuery(limit: 1))
//[writes]
      // Fill in: the change, through `store`, keeping the product as stored.
      product = page.products.first
//[end]
      output?.present__Scene__(__Scene__Response(productCount: page.total))
    } catch {
      output?.presentSourceFailure(error)
    }
  }
}
