import DomainEntities

/// VIP: what the __command__ view may ask its interactor.
@MainActor
public protocol __Scene__BusinessLogic: AnyObject {
  func __useCase____Scene__(_ request: __Scene__.__UseCase__.Request) async
}
//[router]

/// VIP: what the __command__ scene keeps for its router.
@MainActor
public protocol __Scene__DataStore: AnyObject {
  var productCount: Int? { get }
}
//[end]

/// The __command__ use case: asks the catalog through its port, and hands the presenter a fact
/// or a failure. Fill in: what the scene computes, in place of the product count.
@MainActor
//[no-router]
//[read-only]
public final class __Scene__Interactor: __Scene__BusinessLogic {
//[end]
//[writes]
public final class __Scene__Interactor: __Scene__BusinessLogic, ProductChangeDataStore {
//[end]
//[end]
//[router]
//[read-only]
public final class __Scene__Interactor: __Scene__BusinessLogic, __Scene__DataStore {
//[end]
//[writes]
public final class __Scene__Interactor: __Scene__BusinessLogic, __Scene__DataStore, ProductChangeDataStore {
//[end]
//[end]
  /// VIP's ownership: the interactor owns its presenter.
  public var presenter: (any __Scene__PresentationLogic)?
//[router]
  public private(set) var productCount: Int?
//[end]
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

  public func __useCase____Scene__(_ request: __Scene__.__UseCase__.Request) async {
//[writes]
    // A scene that changes products first asks whether it can.
    do {
      try await store.checkWritable()
    } catch {
      return presenter?.presentWriteFailure(error) ?? ()
    }
//[end]
    do {
      let page = try await repository.products(matching: CatalogQuery(limit: 1))
//[writes]
      // Fill in: the change, through `store`, keeping the product as stored.
      product = page.products.first
//[end]
//[router]
      productCount = page.total
//[end]
      presenter?.present__Scene__(__Scene__.__UseCase__.Response(productCount: page.total))
    } catch {
      presenter?.presentSourceFailure(error)
    }
  }
}
