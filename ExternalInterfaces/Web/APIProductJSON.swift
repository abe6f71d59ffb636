import ApplicationLogic
import BusinessLogic
import DomainEntities

/// Products as the API writes them: catalog JSON, DummyJSON's shape; with `select`, `id` and the
/// fields named only, nested ones (`dimensions.width`) kept nested, as `--fields` keeps them
/// (`WebRoute` refuses a name that is no field).
enum APIProductJSON {
  static func object(_ product: Product, select: [String]? = nil) -> JSONTree {
    JSONTree(value(product, select: select))
  }

  static func value(_ product: Product, select: [String]?) -> JSONValue {
    value(product, paths: select.map(paths(selecting:)))
  }

  /// The fields `select` names, after `id`: looked up once for a whole page.
  private static func paths(selecting select: [String]) -> [ProductFieldPath] {
    (["id"] + select).compactMap(ProductFieldPath.init)
  }

  private static func value(_ product: Product, paths: [ProductFieldPath]?) -> JSONValue {
    let value = ProductJSONEncoding.value(product)
    guard let paths else { return value }
    return ProductFieldPath.select(paths, from: value)
  }

  /// The product, written.
  static func bytes(_ product: Product, select: [String]? = nil) -> [UInt8] {
    var output: [UInt8] = []
    JSONWriter().writeCompact(value(product, select: select), into: &output)
    return output
  }

  /// DummyJSON's list envelope, written; its `limit` is the number of products in it. Whole
  /// products come from `cache`.
  static func page(_ page: ProductPage, select: [String]?, cache: ProductJSONCache) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(page.products.count * 1_600 + 64)
    output += #"{"products":["#.utf8
    let paths = select.map(paths(selecting:))
    for (offset, product) in page.products.enumerated() {
      if offset > 0 { output.append(UInt8(ascii: ",")) }
      if paths == nil {
        output += cache.bytes(of: product)
      } else {
        JSONWriter().writeCompact(value(product, paths: paths), into: &output)
      }
    }
    output += #"],"total":\#(page.total),"skip":\#(page.skip),"limit":\#(page.products.count)}"#.utf8
    return output
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
