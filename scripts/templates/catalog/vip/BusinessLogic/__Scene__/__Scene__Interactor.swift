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
public final class __Scene__Interactor: __Scene__BusinessLogic {
//[end]
//[router]
public final class __Scene__Interactor: __Scene__BusinessLogic, __Scene__DataStore {
//[end]
  /// VIP's ownership: the interactor owns its presenter.
  public var presenter: (any __Scene__PresentationLogic)?
//[router]
  public private(set) var productCount: Int?
//[end]
  private let repository: any ProductRepository

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  public func __useCase____Scene__(_ request: __Scene__.__UseCase__.Request) async {
    do {
      let page = try await repository.products(matching: CatalogQuery(limit: 1))
//[router]
      productCount = page.total
//[end]
      presenter?.present__Scene__(__Scene__.__UseCase__.Response(productCount: page.total))
    } catch {
      presenter?.presentSourceFailure(error)
    }
  }
}
