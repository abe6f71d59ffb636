extension Product {
  /// The product with only `fields` (and its id): every other field empty, as a source that was
  /// asked for `fields` alone may leave it. What "a page carries `fields`" means: its product,
  /// kept to `fields`, is the whole product kept to `fields`.
  public func keeping(_ fields: ProductFieldSet) -> Product {
    Product(
      id: id, title: fields.contains(.title) ? title : "",
      description: fields.contains(.description) ? description : "",
      category: fields.contains(.category) ? category : CategorySlug(""),
      price: fields.contains(.price) ? price : Money(0),
      discount: fields.contains(.discount) ? discount : .none,
      rating: fields.contains(.rating) ? rating : nil, stock: fields.contains(.stock) ? stock : nil,
      tags: fields.contains(.details) ? tags : [], brand: fields.contains(.brand) ? brand : nil,
      sku: fields.contains(.details) ? sku : nil, weight: fields.contains(.details) ? weight : nil,
      dimensions: fields.contains(.details) ? dimensions : nil,
      warrantyInformation: fields.contains(.details) ? warrantyInformation : nil,
      shippingInformation: fields.contains(.details) ? shippingInformation : nil,
      availability: fields.contains(.availability) ? availability : nil,
      reviews: fields.contains(.details) ? reviews : [],
      returnPolicy: fields.contains(.details) ? returnPolicy : nil,
      minimumOrderQuantity: fields.contains(.details) ? minimumOrderQuantity : nil,
      metadata: fields.contains(.details) ? metadata : nil, images: fields.contains(.details) ? images : [],
      thumbnail: fields.contains(.thumbnail) ? thumbnail : nil)
  }
}
