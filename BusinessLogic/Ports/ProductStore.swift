import DomainEntities

/// The write port, beside `ProductRepository`: where changed products are kept. An update and
/// a delete name the version of the product they started from, so a store can refuse to
/// overwrite a product someone else changed meanwhile. In `.preview` a store does everything
/// but the write, so a dry run meets the same refusals a real run would.
public protocol ProductStore: Sendable {
  var sourceName: String { get }

  /// Whether changes can be written at all, asked before a person spends effort on one (an
  /// editor opened, a question asked).
  func checkWritable() async throws(CatalogWriteError)

  /// The members `product` has in the store that the product model does not know
  /// (`supplier`, …), in the store's order, so an editor can show the product whole.
  func unmodeledMembers(of product: Product) async throws(CatalogWriteError) -> [FieldMember]

  /// Stores a new product under an id the store assigns (one more than the largest).
  func add(_ draft: ProductDraft, mode: WriteMode) async throws(CatalogWriteError) -> Product
  /// Replaces the change's original by its updated product, rewriting only the fields the use
  /// case found to differ and the unmodeled members; returns the product as stored.
  func update(_ change: ProductChange, mode: WriteMode) async throws(CatalogWriteError) -> Product
  func delete(_ original: Product, mode: WriteMode) async throws(CatalogWriteError)
}

/// An edit as the use case worked it out: the product before and after, the fields that differ
/// (in catalog order, `ProductDiff`), and the members the product model does not know, to write
/// as given. A store writes what it is told differs; it never works the difference out again.
public struct ProductChange: Hashable, Sendable {
  public let original: Product
  public let updated: Product
  public let changedFields: [ProductField]
  public let unmodeled: [FieldMember]

  public init(from original: Product, to updated: Product, unmodeled: [FieldMember]) {
    self.original = original
    self.updated = updated
    self.changedFields = ProductDiff.changedFields(from: original, to: updated)
    self.unmodeled = unmodeled
  }

  /// Whether it changes nothing at all.
  public var isEmpty: Bool { changedFields.isEmpty && unmodeled.isEmpty }
}

/// Whether a store writes, or only checks that it could and says what it would write.
public enum WriteMode: Hashable, Sendable {
  case commit
  case preview
}

/// A product not stored yet: every field but the id, which the store assigns.
public struct ProductDraft: Hashable, Sendable {
  /// The fields; its `id` is a placeholder the store replaces.
  public let fields: Product
  /// Members the product model does not know, written as given.
  public let unmodeled: [FieldMember]

  public init(fields: Product, unmodeled: [FieldMember]) {
    (self.fields, self.unmodeled) = (fields, unmodeled)
  }

  /// The product under the id a store gave it.
  public func product(withID id: ProductID) -> Product {
    let fields = fields
    return Product(
      id: id, title: fields.title, description: fields.description, category: fields.category, price: fields.price,
      discount: fields.discount, rating: fields.rating, stock: fields.stock, tags: fields.tags, brand: fields.brand,
      sku: fields.sku, weight: fields.weight, dimensions: fields.dimensions,
      warrantyInformation: fields.warrantyInformation, shippingInformation: fields.shippingInformation,
      availability: fields.availability, reviews: fields.reviews, returnPolicy: fields.returnPolicy,
      minimumOrderQuantity: fields.minimumOrderQuantity, metadata: fields.metadata, images: fields.images,
      thumbnail: fields.thumbnail)
  }
}
