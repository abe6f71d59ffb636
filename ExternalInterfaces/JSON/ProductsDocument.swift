/// A catalog file's top level: a bare array of products, or an object with a `products` array
/// (DummyJSON's envelope).
struct ProductsDocument: Decodable {
  let products: [ProductDTO]

  private enum Keys: String, CodingKey { case products }

  init(from decoder: any Decoder) throws {
    if var array = try? decoder.unkeyedContainer() {
      var products: [ProductDTO] = []
      while !array.isAtEnd { products.append(try array.decode(ProductDTO.self)) }
      self.products = products
    } else {
      products = try decoder.container(keyedBy: Keys.self).decode([ProductDTO].self, forKey: .products)
    }
  }
}
