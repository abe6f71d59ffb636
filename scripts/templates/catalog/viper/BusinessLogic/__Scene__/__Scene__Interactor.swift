import DomainEntities

/// VIPER: what the __command__ presenter may ask its interactor.
@MainActor
public protocol __Scene__InteractorInput: AnyObject {
  func __useCase____Scene__(_ request: __Scene__Request) async
}

/// The __command__ use case: asks the catalog through its port, and reports a fact or a failure.
/// Fill in: what the scene computes, in place of the product count.
@MainActor
public final class __Scene__Interactor: __Scene__InteractorInput {
  public weak var output: (any __Scene__InteractorOutput)?
  private let repository: any ProductRepository

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  public func __useCase____Scene__(_ request: __Scene__Request) async {
    do {
      let page = try await repository.products(matching: CatalogQuery(limit: 1))
      output?.present__Scene__(__Scene__Response(productCount: page.total))
    } catch {
      output?.presentSourceFailure(error)
    }
  }
}
