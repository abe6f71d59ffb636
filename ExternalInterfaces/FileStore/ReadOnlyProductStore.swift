import BusinessLogic
import DomainEntities

/// The store of a source that cannot be changed: every write is refused, saying why.
struct ReadOnlyProductStore: ProductStore {
  let sourceName: String
  let reason: ReadOnlySource

  func checkWritable() async throws(CatalogWriteError) {
    throw .readOnlySource(source: sourceName, reason)
  }

  func unmodeledMembers(of product: Product) async throws(CatalogWriteError) -> [FieldMember] {
    throw .readOnlySource(source: sourceName, reason)
  }

  func add(_ draft: ProductDraft, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    throw .readOnlySource(source: sourceName, reason)
  }

  func update(_ change: ProductChange, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    throw .readOnlySource(source: sourceName, reason)
  }

  func delete(_ original: Product, mode: WriteMode) async throws(CatalogWriteError) {
    throw .readOnlySource(source: sourceName, reason)
  }
}
