import DomainEntities

/// Finds the product a change names by the id as typed: the first step of an edit and a delete.
/// A product the scene already holds (loaded for an editor or a question) is the version the
/// change is based on, so it is used rather than read again.
struct ProductLookup {
  let repository: any ProductRepository

  enum Failure: Error {
    case invalidID(RequestValidationError)
    case write(CatalogWriteError)
  }

  func product(_ idText: String, known: Product? = nil) async -> Result<Product, Failure> {
    let id: ProductID
    do {
      id = try CatalogRequestValidator().productID(from: idText)
    } catch {
      return .failure(.invalidID(error))
    }
    if let known, known.id == id { return .success(known) }
    do {
      return .success(try await repository.product(withID: id))
    } catch {
      return .failure(.write(.read(error)))
    }
  }

  /// The product, once the store has said it can take a change: asked before a person is asked
  /// anything (an editor opened, a question put).
  func productToChange(_ idText: String, in store: any ProductStore) async -> Result<Product, Failure> {
    let found = await product(idText)
    guard case .success = found else { return found }
    do {
      try await store.checkWritable()
    } catch {
      return .failure(.write(error))
    }
    return found
  }
}
