import DomainEntities

/// Finds the product a change names by the id as typed: the first step of an edit and a delete.
struct ProductLookup {
  let repository: any ProductRepository

  enum Failure: Error {
    case invalidID(RequestValidationError)
    case unreadable(CatalogSourceError)
  }

  func product(_ idText: String) async -> Result<Product, Failure> {
    let id: ProductID
    do {
      id = try CatalogRequestValidator().productID(from: idText)
    } catch {
      return .failure(.invalidID(error))
    }
    do {
      return .success(try await repository.product(withID: id))
    } catch {
      return .failure(.unreadable(error))
    }
  }
}
