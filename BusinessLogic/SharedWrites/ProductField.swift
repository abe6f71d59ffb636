/// The fields of a product that a change can name, by the catalog's own member names: the names
/// a `--from` document and a merge patch use. Flags and form controls map onto these.
public enum ProductField: String, CaseIterable, Hashable, Sendable {
  case id, title, description, category, price, discountPercentage, rating, stock, tags, brand, sku, weight
  case dimensions, warrantyInformation, shippingInformation, availabilityStatus, reviews, returnPolicy
  case minimumOrderQuantity, meta, images, thumbnail
}
