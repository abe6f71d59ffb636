import BusinessLogic
import DomainEntities

/// A server's answer is checked against the question before anyone sees it: a product asked by
/// id is that product, a page holds each product once, with ids of 1 or more, no more products
/// than asked for, and only the category asked for. A server that answers another question is
/// broken or is not a catalog, and a wrong product shown with exit status 0 is worse than an
/// error.
enum ServerAnswerCheck {
  static func product(_ product: Product, asked id: ProductID, source: String) throws(CatalogSourceError) -> Product {
    guard product.id == id else {
      throw .malformed(source: source, origin: .server, path: "id", .otherProduct(asked: id, answered: product.id))
    }
    return product
  }

  static func page(_ page: ProductPage, for query: CatalogQuery, source: String) throws(CatalogSourceError)
    -> ProductPage
  {
    var seen: Set<ProductID> = []
    for (offset, product) in page.products.enumerated() {
      let path = "products[\(offset)]"
      guard product.id.rawValue >= ProductID.smallest else {
        throw wrong(source, path + ".id", .invalidID(product.id.rawValue))
      }
      guard seen.insert(product.id).inserted else {
        throw wrong(source, path + ".id", .repeatedProduct(product.id))
      }
      if let category = query.category, !product.category.matches(category) {
        throw wrong(
          source, path + ".category",
          .otherCategory(asked: category.rawValue, answered: product.category.rawValue))
      }
    }
    if query.limit > 0, page.products.count > query.limit {
      throw wrong(source, "products", .tooManyProducts(limit: query.limit, count: page.products.count))
    }
    return page
  }

  private static func wrong(_ source: String, _ path: String, _ defect: CatalogDefect) -> CatalogSourceError {
    .malformed(source: source, origin: .server, path: path, defect)
  }
}
