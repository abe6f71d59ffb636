import BusinessLogic
import DomainEntities

/// A product change as a JSON document: `--from` files, merge patches, and the text an editor
/// shows and gives back. Turns documents into forms for the use cases and products into
/// documents; the rules themselves are BusinessLogic's.
enum ProductFormDocument {
  /// Lines before the JSON that start with `#` are notes for the person editing, not JSON.
  static let commentPrefix = "#"
  /// One product's text is a few KB (the largest of the embedded catalog, reviews and all, is
  /// under 3 KB): a larger `--from` document or editor's file is refused by its size, unread.
  static let largestText = 1 << 20

  /// A JSON object as a form, each member as given (a merge patch for an edit).
  static func form(from bytes: [UInt8], source: String) -> Result<ProductForm, CatalogSourceError> {
    object(from: bytes, source: source).map(form)
  }

  /// The document, which must be one JSON object.
  static func object(from bytes: [UInt8], source: String) -> Result<JSONTree, CatalogSourceError> {
    let tree: JSONTree
    do throws(JSONReadError) {
      tree = try JSONTree.parse(bytes)
    } catch {
      return .failure(CatalogJSONDecoder.describe(error, source: source, origin: .change, document: bytes.prefix(4)))
    }
    guard case .object = tree else {
      return .failure(.malformed(source: source, origin: .change, path: "", .shape("expected a JSON object")))
    }
    return .success(tree)
  }

  /// An object's members as a form.
  static func form(of object: JSONTree) -> ProductForm {
    guard case .object(let members) = object else { return ProductForm() }
    return ProductForm(members.map { FieldMember($0.name, $0.value.fieldInput) })
  }

  /// The product as an editor shows it: catalog JSON, indented, fields in the catalog's order,
  /// then the members the product model does not know, as the catalog has them.
  static func text(of product: Product, unmodeled: [FieldMember] = []) -> String {
    guard case .object(let fields) = JSONTree(ProductJSONEncoding.value(product)) else { return "{}\n" }
    let members = fields + unmodeled.map { JSONTree.Member(name: $0.name, value: JSONTree($0.value)) }
    let style = ObjectStyle(json: .indented, indent: [])
    return String(decoding: style.object(members.map { style.member($0.name, $0.value) }), as: UTF8.self) + "\n"
  }

  /// What an editor opens for a new product: the fields most products have, to fill in.
  static let template = """
    {
      "title": "",
      "description": "",
      "category": "",
      "price": 0,
      "stock": 0,
      "tags": []
    }

    """

  /// The merge patch (RFC 7396) that turns `original` into `edited`: changed and new members as
  /// they now are, removed ones as `null`, objects patched member by member.
  static func patch(from original: JSONTree, to edited: JSONTree) -> [FieldMember] {
    guard case .object(let before) = original, case .object(let after) = edited else { return [] }
    var members: [FieldMember] = []
    for member in after {
      guard let old = before.first(where: { $0.name == member.name })?.value else {
        members.append(FieldMember(member.name, member.value.fieldInput))
        continue
      }
      guard old != member.value else { continue }
      if case .object = old, case .object = member.value {
        members.append(FieldMember(member.name, .members(patch(from: old, to: member.value))))
      } else {
        members.append(FieldMember(member.name, member.value.fieldInput))
      }
    }
    for member in before where !after.contains(where: { $0.name == member.name }) {
      members.append(FieldMember(member.name, .null))
    }
    return members
  }

  /// The text without the `#` lines that lead it.
  static func withoutLeadingComments(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let first = lines.first, first.trimmingPrefix(while: { $0 == " " || $0 == "\t" }).hasPrefix(commentPrefix) {
      lines = lines.dropFirst()
    }
    return lines.joined(separator: "\n")
  }
}
