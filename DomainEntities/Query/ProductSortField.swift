/// The product attributes a list can be ordered by. The names are the catalog's own field names,
/// which users type after `--sort`.
public enum ProductSortField: String, CaseIterable, Hashable, Sendable {
  case id
  case title
  case price
  case rating
  case stock
  case discountPercentage
  case brand
  case category
}
