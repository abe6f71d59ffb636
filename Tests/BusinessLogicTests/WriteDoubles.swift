import BusinessLogic
import DomainEntities

/// A store that keeps products in memory, refuses when told to, and records every call.
actor ProductStoreSpy: ProductStore {
  nonisolated let sourceName = "spy"
  var products: [Product]
  var failure: CatalogWriteError?
  private(set) var calls: [String] = []
  private(set) var unmodeledSeen: [[FieldMember]] = []
  /// What each product holds beyond the model, by id.
  var unmodeled: [ProductID: [FieldMember]] = [:]
  /// A failure of reading those members only.
  var membersFailure: CatalogWriteError?

  init(products: [Product] = Seeds.all, failure: CatalogWriteError? = nil) {
    self.products = products
    self.failure = failure
  }

  func checkWritable() async throws(CatalogWriteError) {
    calls.append("check")
    if let failure { throw failure }
  }

  func unmodeledMembers(of product: Product) async throws(CatalogWriteError) -> [FieldMember] {
    calls.append("members \(product.id)")
    if let failure = membersFailure ?? failure { throw failure }
    guard products.contains(product) else { throw .changedSinceRead(product.id, source: sourceName) }
    return unmodeled[product.id] ?? []
  }

  func setUnmodeled(_ members: [FieldMember], of id: ProductID) {
    unmodeled[id] = members
  }

  func failMembers(with error: CatalogWriteError) {
    membersFailure = error
  }

  func add(_ draft: ProductDraft, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    calls.append("add \(mode)")
    if let failure { throw failure }
    let product = draft.product(withID: ProductID((products.map(\.id.rawValue).max() ?? 0) + 1))
    unmodeledSeen.append(draft.unmodeled)
    if mode == .commit { products.append(product) }
    return product
  }

  func update(_ change: ProductChange, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    let (original, updated, unmodeled) = (change.original, change.updated, change.unmodeled)
    calls.append("update \(original.id) \(mode)")
    if let failure { throw failure }
    guard let index = products.firstIndex(of: original) else {
      throw .changedSinceRead(original.id, source: sourceName)
    }
    unmodeledSeen.append(unmodeled)
    if mode == .commit { products[index] = updated }
    return updated
  }

  func delete(_ original: Product, mode: WriteMode) async throws(CatalogWriteError) {
    calls.append("delete \(original.id) \(mode)")
    if let failure { throw failure }
    guard products.contains(original) else { throw .changedSinceRead(original.id, source: sourceName) }
    if mode == .commit { products.removeAll { $0 == original } }
  }
}

@MainActor
final class AddProductPresentationSpy: AddProductPresentationLogic {
  var blanks = 0
  var added: [AddProduct.Save.Response] = []
  var invalid: [ProductFormProblems] = []
  var failures: [CatalogWriteError] = []

  func presentBlankProduct(_ response: AddProduct.Prepare.Response) { blanks += 1 }
  func presentAddedProduct(_ response: AddProduct.Save.Response) { added.append(response) }
  func presentInvalidForm(_ problems: ProductFormProblems) { invalid.append(problems) }
  func presentWriteFailure(_ error: CatalogWriteError) { failures.append(error) }
}

@MainActor
final class EditProductPresentationSpy: EditProductPresentationLogic {
  var loaded: [Product] = []
  var loadedUnmodeled: [[FieldMember]] = []
  var saved: [EditProduct.Save.Response] = []
  var invalidRequests: [RequestValidationError] = []
  var invalid: [ProductFormProblems] = []
  var failures: [CatalogWriteError] = []

  func presentProductToEdit(_ response: EditProduct.Load.Response) {
    loaded.append(response.product)
    loadedUnmodeled.append(response.unmodeled)
  }
  func presentSavedProduct(_ response: EditProduct.Save.Response) { saved.append(response) }
  func presentInvalidRequest(_ error: RequestValidationError) { invalidRequests.append(error) }
  func presentInvalidForm(_ problems: ProductFormProblems) { invalid.append(problems) }
  func presentWriteFailure(_ error: CatalogWriteError) { failures.append(error) }
}

@MainActor
final class DeleteProductPresentationSpy: DeleteProductPresentationLogic {
  var toDelete: [Product] = []
  var deleted: [DeleteProduct.Delete.Response] = []
  var invalidRequests: [RequestValidationError] = []
  var failures: [CatalogWriteError] = []

  func presentProductToDelete(_ response: DeleteProduct.Load.Response) { toDelete.append(response.product) }
  func presentDeletedProduct(_ response: DeleteProduct.Delete.Response) { deleted.append(response) }
  func presentInvalidRequest(_ error: RequestValidationError) { invalidRequests.append(error) }
  func presentWriteFailure(_ error: CatalogWriteError) { failures.append(error) }
}
