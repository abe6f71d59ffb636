import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What differs between the two server kinds in changing products: where each request goes, how
/// its body is shaped, where the product is in an answer, and what the server calls the
/// permission a change needs. `ServerProductStore` does the rest the same way for both.
protocol ServerWriteDialect: Sendable {
  /// Where one product is read with every member it has.
  func productURL(_ id: ProductID) -> URL?
  /// The product's members in the answer to `productURL`; nil when the answer has none.
  func members(in answer: JSONTree) -> [JSONTree.Member]?
  func insert(_ members: [JSONTree.Member]) -> HTTPRequest?
  /// Only the members named change; a nil value removes (nulls) one.
  func update(_ id: ProductID, _ members: [(name: String, value: JSONTree?)]) -> HTTPRequest?
  func delete(_ id: ProductID) -> HTTPRequest?
  /// The id the server gave a new product, from its answer to `insert`.
  func insertedID(in answer: JSONTree) -> Int?
  /// The server's own name for what `action` needs, if it names permissions.
  func permission(for action: WriteAction) -> String?
}

extension ServerWriteDialect {
  static func object(_ members: [(name: String, value: JSONTree?)]) -> JSONTree {
    .object(members.map { JSONTree.Member(name: $0.name, value: $0.value ?? .null) })
  }
}

/// DummyJSON's API: `POST /products/add`, `PATCH` and `DELETE /products/{id}`.
struct DummyJSONWrites: ServerWriteDialect {
  let server: ServerURL

  func productURL(_ id: ProductID) -> URL? { DummyJSONRepository.productURL(id, at: server) }

  func members(in answer: JSONTree) -> [JSONTree.Member]? {
    guard case .object(let members) = answer else { return nil }
    return members
  }

  func insert(_ members: [JSONTree.Member]) -> HTTPRequest? {
    server.url(["products", "add"]).map { HTTPRequest(.post, $0, body: JSONTree.object(members).compactBytes) }
  }

  func update(_ id: ProductID, _ members: [(name: String, value: JSONTree?)]) -> HTTPRequest? {
    productURL(id).map { HTTPRequest(.patch, $0, body: Self.object(members).compactBytes) }
  }

  func delete(_ id: ProductID) -> HTTPRequest? {
    productURL(id).map { HTTPRequest(.delete, $0) }
  }

  func insertedID(in answer: JSONTree) -> Int? {
    answer.member("id").flatMap(\.integer)
  }

  func permission(for action: WriteAction) -> String? { nil }
}

/// Datasette 1.0's JSON write API on a table: `POST …/-/insert`, `…/{id}/-/update` and
/// `…/{id}/-/delete`. Lists and objects are sent as JSON, which Datasette stores as JSON text,
/// the way the table holds them; they are read back with `_json`.
struct DatasetteWrites: ServerWriteDialect {
  let table: ServerURL

  func productURL(_ id: ProductID) -> URL? { DatasetteRepository.productURL(id, in: table) }

  func members(in answer: JSONTree) -> [JSONTree.Member]? {
    guard case .array(let rows)? = answer.member("rows"), case .object(let members)? = rows.first else {
      return nil
    }
    return members
  }

  func insert(_ members: [JSONTree.Member]) -> HTTPRequest? {
    let body = JSONTree.object([.init(name: "row", value: .object(members)), .init(name: "return", value: .bool(true))])
    return table.url(["-", "insert"]).map { HTTPRequest(.post, $0, body: body.compactBytes) }
  }

  func update(_ id: ProductID, _ members: [(name: String, value: JSONTree?)]) -> HTTPRequest? {
    let body = JSONTree.object([.init(name: "update", value: Self.object(members))])
    return table.url([id.description, "-", "update"]).map { HTTPRequest(.post, $0, body: body.compactBytes) }
  }

  func delete(_ id: ProductID) -> HTTPRequest? {
    table.url([id.description, "-", "delete"]).map { HTTPRequest(.post, $0) }
  }

  func insertedID(in answer: JSONTree) -> Int? {
    members(in: answer).flatMap { members in members.first { $0.name == "id" }?.value.integer }
  }

  func permission(for action: WriteAction) -> String? {
    switch action {
    case .add: "insert-row"
    case .edit: "update-row"
    case .delete: "delete-row"
    }
  }
}
