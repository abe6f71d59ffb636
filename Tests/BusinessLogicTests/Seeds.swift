import DomainEntities

/// Seed data shared by the ring test targets (each links this file through a symlink named
/// `Seeds.swift`), so every ring's tests speak about the same few products.
enum Seeds {
  static let mascara = Product(
    id: ProductID(1), title: "Essence Mascara Lash Princess",
    description: "A popular mascara known for its volumizing and lengthening effects.",
    category: CategorySlug("beauty"), price: Money(9.99), discount: Discount(percentage: 10.48),
    rating: Rating(2.56), stock: 99, tags: ["beauty", "mascara"], brand: "Essence", availability: .inStock)

  static let iPhone = Product(
    id: ProductID(2), title: "iPhone 6", description: "The iPhone 6 is a stylish and capable smartphone.",
    category: CategorySlug("smartphones"), price: Money(299.99), discount: Discount(percentage: 12),
    rating: Rating(3.41), stock: 60, brand: "Apple", availability: .inStock)

  static let phoneCase = Product(
    id: ProductID(3), title: "Silicone Case", description: "Protects a phone-sized device.",
    category: CategorySlug("mobile-accessories"), price: Money(29.99), rating: Rating(4.5), stock: 4,
    brand: "Amazon", availability: .lowStock)

  static let apple = Product(
    id: ProductID(4), title: "Apple", description: "Fresh and crisp apples.",
    category: CategorySlug("groceries"), price: Money(1.99), rating: Rating(4.19), stock: 0)

  static let sofa = Product(
    id: ProductID(5), title: "Annibale Colombo Sofa", description: "A sofa for a smartphone-free evening.",
    category: CategorySlug("furniture"), price: Money(2499.99), rating: Rating(3.41), stock: 60,
    brand: "Annibale Colombo")

  /// In catalog (id) order.
  static let all = [mascara, iPhone, phoneCase, apple, sofa]
}
