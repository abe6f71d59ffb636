import DomainEntities

/// The detail use case: validate the id and load that one product through the repository, or
/// present the product the request already carries.
@MainActor
public final class ProductDetailInteractor: ProductDetailBusinessLogic {
  public weak var output: (any ProductDetailInteractorOutput)?
  private let repository: any ProductRepository
  private let validator = CatalogRequestValidator()

  public init(repository: any ProductRepository) {
    self.repository = repository
  }

  public func loadProduct(_ request: ProductDetailRequest) async {
    if let product = request.product { return output?.presentProduct(product) ?? () }
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
