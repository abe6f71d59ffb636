import ApplicationLogic
import BusinessLogic
import DomainEntities

/// Products as the API writes them: catalog JSON, DummyJSON's shape; with `select`, `id` and the
/// members named only (names that are no member are dropped, as DummyJSON drops them).
enum APIProductJSON {
  static func object(_ product: Product, select: [String]? = nil) -> JSONTree {
    let tree = JSONTree(ProductJSONEncoding.value(product))
    guard let select, case .object(let members) = tree else { return tree }
    return .object(members.filter { $0.name == "id" || select.contains($0.name) })
  }

  /// DummyJSON's list envelope; its `limit` is the number of products in it.
  static func page(_ page: ProductPage, select: [String]?) -> JSONTree {
    .object([
      .init(name: "products", value: .array(page.products.map { object($0, select: select) })),
      .init(name: "total", value: .number(String(page.total))),
      .init(name: "skip", value: .number(String(page.skip))),
      .init(name: "limit", value: .number(String(page.products.count))),
    ])
  }

  /// The members of a change the catalog does not know, other than those the product already
  /// has: the API refuses them, where the command line keeps them (a misspelt field sent by a
  /// program would otherwise be stored as a new member).
  static func unknownMembers(of form: ProductForm, allowing kept: [String] = []) -> [String] {
    form.members.map(\.name).filter { name in ProductField(rawValue: name) == nil && !kept.contains(name) }
  }

  static func unknownMembersAnswer(_ names: [String]) -> WebAnswer {
    let known = ProductField.allCases.map(\.rawValue).joined(separator: ", ")
    return .message(
      400,
      "unknown field\(names.count == 1 ? "" : "s") \(names.map { "\"\(TerminalSafeText.singleLine($0))\"" }.joined(separator: ", ")); nothing was written (known fields: \(known))"
    )
  }

  /// A body as a form: one JSON object, or the failure in words.
  static func form(from body: [UInt8], vocabulary: any InterfaceVocabulary) -> Result<ProductForm, Refusal> {
    guard !body.isEmpty else {
      return .failure(
        Refusal(answer: .message(400, "the request has no body; send the product's fields as a JSON object")))
    }
    return ProductFormDocument.form(from: body, source: "the request body").mapError {
      Refusal(answer: .error(ErrorPresentation(vocabulary: vocabulary).viewModel(for: $0)))
    }
  }

  /// A body refused before any use case saw it.
  struct Refusal: Error {
    let answer: WebAnswer
  }
}
