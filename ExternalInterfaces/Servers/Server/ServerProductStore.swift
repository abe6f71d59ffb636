import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The write port for a catalog server, with the guarantees `FileProductStore` gives a file as
/// far as an HTTP API allows:
///
/// - **No blind overwrite**: the product is read first and must still be the version the change
///   was based on (a check, not a lock: the API has no conditional writes).
/// - **Only the change is sent**: the fields that differ and the unmodeled members given.
/// - **Read back**: a change is confirmed by reading the product again, which is how a server
///   that answers as if it kept a change but does not (the public DummyJSON) is caught.
/// - **The token where it belongs**: never over plain http to another machine, never to another
///   origin (`ServerCredential`, `HTTPClient`).
struct ServerProductStore: ProductStore {
  let sourceName: String
  private let server: ServerURL
  private let repository: ServerCatalogRepository
  private let client: HTTPClient

  init(server: ServerURL, kind: ServerKind?, settings: HTTPSettings) {
    self.server = server
    sourceName = server.displayName
    repository = ServerCatalogRepository(server: server, kind: kind, settings: settings)
    client = HTTPClient(settings: settings)
  }

  func checkWritable() async throws(CatalogWriteError) {
    if let credential = client.settings.credential, credential.exposedOnTheWay {
      throw .tokenOverPlainHTTP(source: sourceName, host: credential.host)
    }
  }

  func unmodeledMembers(of product: Product) async throws(CatalogWriteError) -> [FieldMember] {
    let dialect = try await self.dialect()
    guard let stored = try await stored(product.id, dialect) else {
      throw .read(.productNotFound(product.id, source: sourceName))
    }
    return stored.members.filter { ProductField(rawValue: $0.name) == nil && $0.value != .null }.map {
      FieldMember($0.name, $0.value.fieldInput)
    }
  }

  func add(_ draft: ProductDraft, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    try await checkWritable()
    let dialect = try await self.dialect()
    guard mode == .commit else {
      // The id the server will most likely give: one more than the largest.
      return draft.product(withID: ProductID(try await largestID() + 1))
    }
    let fields = ProductMembers.all(of: draft.product(withID: ProductID(0))).filter { $0.name != "id" }
    let members =
      fields.compactMap { member in member.value.map { JSONTree.Member(name: member.name, value: $0) } }
      + draft.unmodeled.compactMap { member in
        JSONTree.merging(JSONTree(member.value), into: nil).map { JSONTree.Member(name: member.name, value: $0) }
      }
    let largestBefore = try? await largestID()
    let answer = try await send(dialect.insert(members), .add, about: nil, dialect)
    guard let id = (try? JSONTree.parse(Array(answer.body))).flatMap(dialect.insertedID), id > 0 else {
      // The product was added; only its id is unknown. It is never reported as a failure to add,
      // which would invite adding it again.
      guard let found = await added(draft, above: largestBefore) else { throw .addedWithoutID(source: sourceName) }
      return found
    }
    guard let stored = try await stored(ProductID(id), dialect) else {
      throw .notKept(source: sourceName, action: .add, ProductID(id))
    }
    return stored.product
  }

  func update(_ change: ProductChange, mode: WriteMode) async throws(CatalogWriteError) -> Product {
    let (original, updated, unmodeled) = (change.original, change.updated, change.unmodeled)
    try await checkWritable()
    let dialect = try await self.dialect()
    let current = try await unchanged(original, dialect)
    let changes =
      ProductMembers.named(change.changedFields, of: updated)
      + unmodeled.map { member in
        let now = current.members.first { $0.name == member.name }?.value
        return (member.name, JSONTree.merging(JSONTree(member.value), into: now == .null ? nil : now))
      }
    guard mode == .commit else { return updated }
    _ = try await send(dialect.update(original.id, changes), .edit, about: original.id, dialect)
    guard let stored = try await stored(original.id, dialect) else {
      throw .notKept(source: sourceName, action: .edit, original.id)
    }
    if stored.product == original, updated != original {
      throw .notKept(source: sourceName, action: .edit, original.id)
    }
    return stored.product
  }

  func delete(_ original: Product, mode: WriteMode) async throws(CatalogWriteError) {
    try await checkWritable()
    let dialect = try await self.dialect()
    _ = try await unchanged(original, dialect)
    guard mode == .commit else { return }
    _ = try await send(dialect.delete(original.id), .delete, about: original.id, dialect)
    if try await stored(original.id, dialect) != nil {
      throw .notKept(source: sourceName, action: .delete, original.id)
    }
  }

  /// The largest id in the catalog now (0 for none).
  private func largestID() async throws(CatalogWriteError) -> Int {
    let last = try await read { () async throws(CatalogSourceError) in
      try await repository.products(matching: CatalogQuery(sort: ProductSort(field: .id, order: .descending), limit: 1))
    }
    return last.products.first?.id.rawValue ?? 0
  }

  /// The product just added when the server's answer did not say its id: the one new product
  /// above the largest id before, or the newest one holding what was sent.
  private func added(_ draft: ProductDraft, above largest: Int?) async -> Product? {
    guard
      let newest = try? await read({ () async throws(CatalogSourceError) in
        try await repository.products(
          matching: CatalogQuery(sort: ProductSort(field: .id, order: .descending), limit: 20))
      })
    else { return nil }
    let fresh = newest.products.filter { product in largest.map { product.id.rawValue > $0 } ?? true }
    if largest != nil, fresh.count == 1 { return fresh.first }
    return fresh.first { $0 == draft.product(withID: $0.id) }
  }

  /// A product as the server holds it: the model, and every member with its value.
  private struct Stored: Equatable {
    let product: Product
    let members: [JSONTree.Member]
  }

  private func dialect() async throws(CatalogWriteError) -> any ServerWriteDialect {
    let kind = try await read { () async throws(CatalogSourceError) in try await repository.resolvedKind() }
    return switch kind {
    case .dummyJSON: DummyJSONWrites(server: server)
    case .datasette: DatasetteWrites(table: server)
    }
  }

  /// The product as stored now, which must be `original`.
  private func unchanged(_ original: Product, _ dialect: any ServerWriteDialect) async throws(CatalogWriteError)
    -> Stored
  {
    guard let current = try await stored(original.id, dialect) else {
      throw .read(.productNotFound(original.id, source: sourceName))
    }
    guard current.product == original else { throw .changedSinceRead(original.id, source: sourceName) }
    return current
  }

  /// The product with `id` as the server has it now; nil when the server says there is none.
  private func stored(_ id: ProductID, _ dialect: any ServerWriteDialect) async throws(CatalogWriteError) -> Stored? {
    let endpoint = ServerEndpoint(client: client, sourceName: sourceName)
    let response: HTTPResponse
    do {
      response = try await endpoint.ok(dialect.productURL(id), notFound: .productNotFound(id, source: sourceName))
    } catch {
      if case .productNotFound = error { return nil }
      throw .read(error)
    }
    let source = sourceName
    return try read { () throws(CatalogSourceError) in
      let tree: JSONTree
      do throws(JSONReadError) {
        tree = try JSONTree.parse(Array(response.body))
      } catch {
        throw CatalogJSONDecoder.describe(error, source: source, origin: .server, document: response.body.prefix(4))
      }
      guard let members = dialect.members(in: tree) else {
        throw .malformed(source: source, origin: .server, path: "", .shape("an answer holding the product"))
      }
      let product = try ServerJSON.read(Data(JSONTree.object(members).compactBytes), source: source) {
        reader throws(JSONReadError) in try ProductDTO(reading: &reader, nestedAsText: true).toDomain()
      }
      return Stored(product: try ServerAnswerCheck.product(product, asked: id, source: source), members: members)
    }
  }

  /// Sends a change and reads what the answer says of it, as facts.
  private func send(
    _ request: HTTPRequest?, _ action: WriteAction, about id: ProductID?, _ dialect: any ServerWriteDialect
  ) async throws(CatalogWriteError) -> HTTPResponse {
    guard let request else { throw .read(.unavailable(source: sourceName, .unusableRequestURL)) }
    let response: HTTPResponse
    do {
      response = try await client.send(request)
    } catch {
      guard case .unavailable(_, let failure) = ServerError.from(error, source: sourceName, settings: client.settings)
      else { throw .unconfirmed(source: sourceName, action: action, error) }
      switch failure {
      case .connectionRefused, .connectionFailed, .unknownHost, .secureConnectionFailed, .unusableRequestURL:
        throw .read(.unavailable(source: sourceName, failure))
      default:
        throw .unconfirmed(source: sourceName, action: action, failure)
      }
    }
    let status = response.status
    switch status {
    case 200..<300:
      return response
    case 300..<400:
      let target = response.location.flatMap { URL(string: $0, relativeTo: request.url)?.absoluteString }
      throw .redirected(source: sourceName, to: ServerURL.redacting(target ?? "another address"))
    case 401, 403:
      throw .permissionDenied(
        source: sourceName, action: action, permission: dialect.permission(for: action),
        sentToken: client.settings.credential?.authorization(for: request.url) != nil)
    case 404 where id != nil && response.isJSON:
      throw .read(.productNotFound(id ?? ProductID(0), source: sourceName))
    case 500...:
      throw .unconfirmed(source: sourceName, action: action, .serverFailed(status: status, attempts: response.attempts))
    default:
      guard response.isJSON else {
        throw .read(ServerError.from(response, source: sourceName, settings: client.settings))
      }
      let refusal = ServerRefusal.read(from: response.body)
      throw .rejectedByServer(source: sourceName, status: status, message: refusal.message, fields: refusal.fields)
    }
  }

  /// Runs a read, its failure reported as a write's.
  private func read<Value>(_ body: () async throws(CatalogSourceError) -> Value) async throws(CatalogWriteError)
    -> Value
  {
    do { return try await body() } catch { throw .read(error) }
  }

  private func read<Value>(_ body: () throws(CatalogSourceError) -> Value) throws(CatalogWriteError) -> Value {
    do { return try body() } catch { throw .read(error) }
  }
}
