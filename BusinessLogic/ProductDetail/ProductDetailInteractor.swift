import DomainEntities

/// The detail use case: validate the id and load that one product through the repository.
@MainActor
public final class ProductDetailInteractor: ProductDetailBusinessLogic {
  public weak var output: (any ProductDetailInteractorOutput)?
  private let repository: any ProductRepository
  private let validator = CatalogRequestValidator()

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  public func loadProduct(_ request: ProductDetailRequest) async {
    let id: ProductID
    do {
      id = try validator.productID(from: request.productID)
    } catch {
      output?.presentInvalidRequest(error)
      return
    }
    do {
      output?.presentProduct(try await repository.product(withID: id))
    } catch {
      output?.presentSourceFailure(error)
    }
  }
}
