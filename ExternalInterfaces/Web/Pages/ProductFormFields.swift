import ApplicationLogic
import BusinessLogic
import DomainEntities

/// The add and edit forms' fields: the same fields, in the same order and with the same help,
/// as `add` and `edit` take as flags (`OptionSpec.fieldOptions`), each written as its flag's
/// value is, so the business rules read a form exactly as they read a command line.
enum ProductFormFields {
  struct Field {
    let field: ProductField
    /// `Discount percentage`, from the flag's name.
    let label: String
    let hint: String
    let isParagraph: Bool
  }

  static let fields: [Field] = OptionSpec.fieldOptions.compactMap { option in
    guard case .field(let field) = option.id else { return nil }
    return Field(
      field: field, label: HTML.capitalized(String(option.long.map { $0 == "-" ? " " : $0 })), hint: option.help,
      isParagraph: field == .description)
  }

  /// A product's value of a field as its flag would be given (`10x20x5`, `a,b`); empty when
  /// the product has none.
  static func typedText(of field: ProductField, in product: Product) -> String {
    func number(_ value: Double?) -> String { value.map(NumberText.exact) ?? "" }
    switch field {
    case .id: return product.id.description
    case .title: return product.title
    case .description: return product.description
    case .category: return product.category.rawValue
    case .price: return NumberText.exact(product.price.amount)
    case .discountPercentage: return NumberText.exact(product.discount.percentage)
    case .rating: return number(product.rating?.value)
    case .stock: return product.stock.map(String.init) ?? ""
    case .minimumOrderQuantity: return product.minimumOrderQuantity.map(String.init) ?? ""
    case .weight: return number(product.weight)
    case .tags: return product.tags.joined(separator: ",")
    case .images: return product.images.joined(separator: ",")
    case .brand: return product.brand ?? ""
    case .sku: return product.sku ?? ""
    case .warrantyInformation: return product.warrantyInformation ?? ""
    case .shippingInformation: return product.shippingInformation ?? ""
    case .returnPolicy: return product.returnPolicy ?? ""
    case .thumbnail: return product.thumbnail ?? ""
    case .availabilityStatus: return product.availability?.catalogText ?? ""
    case .dimensions:
      return product.dimensions.map { [$0.width, $0.height, $0.depth].map(NumberText.exact).joined(separator: "x") }
        ?? ""
    case .meta, .reviews: return ""
    }
  }

  /// A product's value of a field as the edit form shows it: as every page shows catalog text
  /// (`TerminalSafeText`: control characters made visible, bidirectional overrides
  /// neutralised; one line but for the description). A browser sends an untouched field back
  /// as exactly this, and that is read as no change, so saving a form changes nothing it did
  /// not show changed.
  static func shownText(of field: ProductField, in product: Product) -> String {
    let typed = typedText(of: field, in: product)
    return field == .description ? TerminalSafeText.multiLine(typed) : TerminalSafeText.singleLine(typed)
  }

  /// The form the business rules check: for an edit, only the fields whose text the visitor
  /// changed (an emptied one is removed); for an add, every field given.
  static func form(from submitted: WebQuery, comparedTo product: Product?) -> ProductForm {
    ProductForm(
      fields.compactMap { entry in
        let name = entry.field.rawValue
        let text = String(String.UnicodeScalarView((submitted[name] ?? "").unicodeScalars.filter { $0 != "\r" }))
        guard let product else { return text.isEmpty ? nil : FieldMember(name, .typed(text)) }
        if text == typedText(of: entry.field, in: product) || text == shownText(of: entry.field, in: product) {
          return nil
        }
        return FieldMember(name, text.isEmpty ? .null : .typed(text))
      })
  }

  /// The fields as HTML: each with its label, its hint and, beside it, every problem the rules
  /// found with it.
  static func html(values: (ProductField) -> String, problems: [String: [String]]) -> String {
    var html = ""
    for entry in fields {
      let name = entry.field.rawValue
      let id = "field-" + name
      let found = problems[name] ?? []
      let described = found.isEmpty ? "\(id)-hint" : "\(id)-hint \(id)-problem"
      html += "<div class=\"field\"><label for=\"\(id)\">\(HTML.text(entry.label))</label>"
      let common =
        "id=\"\(id)\" name=\"\(name)\" aria-describedby=\"\(described)\""
        + (found.isEmpty ? "" : " aria-invalid=\"true\"")
      let value = HTML.text(values(entry.field))
      if entry.isParagraph {
        // The parser drops a line break right after the tag: this one, not the value's first.
        html += "<textarea \(common) rows=\"4\" dir=\"auto\">\n\(value)</textarea>"
      } else {
        html += "<input \(common) value=\"\(value)\" dir=\"auto\">"
      }
      html += "<p class=\"hint\" id=\"\(id)-hint\">\(HTML.text(entry.hint))</p>"
      if !found.isEmpty {
        html += "<p class=\"problem\" id=\"\(id)-problem\">" + found.map(HTML.text).joined(separator: "<br>") + "</p>"
      }
      html += "</div>"
    }
    return html
  }

  /// A refused form's problems by field, with those about no field of the form under "".
  static func problems(of failure: ProductFormFailureViewModel) -> [String: [String]] {
    var byField: [String: [String]] = [:]
    let names = Set(fields.map(\.field.rawValue))
    for (index, problem) in failure.problems.enumerated() {
      let field = index < failure.fields.count ? failure.fields[index] : ""
      byField[names.contains(field) ? field : "", default: []].append(problem)
    }
    return byField
  }

  /// The values a refused form shows again: what was sent.
  static func sent(_ form: WebQuery?) -> (ProductField) -> String {
    { field in form?[field.rawValue] ?? "" }
  }
}
