import DomainEntities

/// The business rules of a product change, written once for every interface: reads a form's
/// inputs field by field, applies them to the product they change, and reports every problem at
/// once rather than stopping at the first.
///
/// Rules: a title is required and not blank; a price is a finite number of 0 or more with at most
/// two decimals; a discount is 0–100 and a rating 0–5; stock and minimum order are whole numbers
/// of 0 or more; a category is a slug; tags and images have no empty entries; an edit never
/// changes the id. Only the members a form names are checked, so an edit is never refused for a
/// value it does not touch.
public struct ProductFormValidator: Sendable {
  public init() {}

  /// What is wrong with `form`'s values in themselves, whatever product they would change: for an
  /// edit whose product cannot be looked up (its id is not one), so that the id and the values
  /// are reported together.
  public func problemsOfValues(in form: ProductForm) -> [ProductFormProblem] {
    let anyProduct = Product(id: ProductID(ProductID.smallest), title: "-", price: Money(0))
    let values = ProductForm(form.members.filter { $0.name != ProductField.id.rawValue })
    guard case .failure(let problems) = apply(values, to: anyProduct) else { return [] }
    return problems.problems
  }

  /// The product `form` makes of `base`, or of nothing for a new product (then title and price
  /// are required). Members that name no `ProductField` are returned as they came.
  public func apply(_ form: ProductForm, to base: Product?) -> Result<AppliedForm, ProductFormProblems> {
    var product = base ?? Product(id: ProductID(0), title: "", price: Money(0))
    var problems: [ProductFormProblem] = []
    var unmodeled: [FieldMember] = []
    var named: [ProductField] = []
    var ignoredID: String?
    for member in form.members {
      guard let field = ProductField(rawValue: member.name) else {
        unmodeled.append(member)
        continue
      }
      if !named.contains(field) { named.append(field) }
      var reader = FieldReader(path: member.name, input: member.value)
      if field == .id {
        if let base {
          // The id may be given, as `show -o json` prints it, but never changed or removed.
          if reader.wholeNumber(minimum: ProductID.smallest) != base.id.rawValue, reader.problems.isEmpty {
            reader.fail(.unchangeable)
          }
        } else {
          ignoredID = FieldReader.shown(member.value)
        }
      } else {
        Self.set(field, on: &product, from: &reader)
      }
      problems += reader.problems
    }
    if base == nil {
      for field in [ProductField.title, .price] where !named.contains(field) {
        problems.append(ProductFormProblem(field: field.rawValue, value: "", expectation: .required))
      }
    }
    guard problems.isEmpty else { return .failure(ProductFormProblems(problems)) }
    return .success(AppliedForm(product: product, unmodeled: unmodeled, namedFields: named, ignoredID: ignoredID))
  }

  // One place per field: how its input is read and where it goes.
  private static func set(_ field: ProductField, on product: inout Product, from reader: inout FieldReader) {
    switch field {
    case .id: break
    case .title:
      if let text = reader.text(required: true) {
        if text.trimmingWhitespace().isEmpty { reader.fail(.notBlank) } else { product.title = text }
      }
    case .description: product.description = reader.text(required: false) ?? ""
    case .category:
      let slug = reader.text(required: false) ?? ""
      if !slug.isEmpty, !CategorySlug.isWellFormed(slug) { reader.fail(.slug) }
      product.category = CategorySlug(slug)
    case .price:
      if let value = reader.number(required: true, minimum: 0, maximum: nil, decimals: 2) {
        product.price = Money(value)
      }
    case .discountPercentage:
      product.discount = Discount(percentage: reader.number(required: false, minimum: 0, maximum: 100) ?? 0)
    case .rating: product.rating = reader.number(required: false, minimum: 0, maximum: 5).map(Rating.init)
    case .stock: product.stock = reader.wholeNumber(minimum: 0)
    case .minimumOrderQuantity: product.minimumOrderQuantity = reader.wholeNumber(minimum: 0)
    case .weight: product.weight = reader.number(required: false, minimum: 0, maximum: nil)
    case .tags: product.tags = reader.textList()
    case .images: product.images = reader.textList(ofAddresses: true)
    case .brand: product.brand = reader.optionalText()
    case .sku: product.sku = reader.optionalText()
    case .warrantyInformation: product.warrantyInformation = reader.optionalText()
    case .shippingInformation: product.shippingInformation = reader.optionalText()
    case .returnPolicy: product.returnPolicy = reader.optionalText()
    case .thumbnail: product.thumbnail = reader.optionalText()
    case .availabilityStatus: product.availability = reader.optionalText().map(StockStatus.init(catalogText:))
    case .dimensions: product.dimensions = reader.dimensions(merging: product.dimensions)
    case .meta: product.metadata = reader.metadata(merging: product.metadata)
    case .reviews: product.reviews = reader.reviews()
    }
  }
}

/// A form applied: the product it makes, the members it carried that the product model does not
/// know, and the fields it named.
public struct AppliedForm: Hashable, Sendable {
  public let product: Product
  public let unmodeled: [FieldMember]
  public let namedFields: [ProductField]
  /// An id given for a new product, as given: the store assigns ids, so it was not used.
  public let ignoredID: String?
}

extension CategorySlug {
  /// Lowercase ASCII letters, digits and `-`, starting with a letter or digit: a slug is never
  /// taken for an option (`-rf`, `--help`) where it is a word on a command line.
  public static func isWellFormed(_ text: String) -> Bool {
    guard let first = text.utf8.first, first != UInt8(ascii: "-") else { return false }
    return text.utf8.allSatisfy {
      (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-")
    }
  }
}
