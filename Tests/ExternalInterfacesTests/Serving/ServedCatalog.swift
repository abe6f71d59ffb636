import Foundation

@testable import ExternalInterfaces

/// A copy of the embedded catalog in a file, and the server's handler over it, as `catalog
/// serve` assembles it (without rates: prices stay in the catalog's currency).
struct ServedCatalog {
  let folder: URL
  let path: String

  init() throws {
    folder = try TestFolders.make("served")
    path = folder.appendingPathComponent("catalog.json").path
    try Data(EmbeddedCatalog.productsJSON.utf8).write(to: URL(fileURLWithPath: path))
  }

  func handler(
    writes: ServePolicy.Writes = .open, readOnly: Bool = false, cors: String? = nil,
    accounts: ServeAccounts = ServeAccounts(users: [], operatorToken: nil), loadsImages: Bool = false,
    services: CatalogAPIHandler.PageServices? = nil
  ) -> CatalogAPIHandler {
    let factory = CatalogRepositoryFactory()
    let policy = ServePolicy(
      hostNames: ServePolicy.hostNames(listeningOn: "127.0.0.1", loopback: true, allowed: []), corsOrigin: cors,
      readOnly: readOnly, writes: writes)
    let repository = factory.makeRepository(for: .file(path: path))
    return CatalogAPIHandler(
      policy: policy, accounts: accounts, repository: repository, store: factory.makeStore(for: .file(path: path)),
      revisions: factory.makeRevisions(for: .file(path: path), repository: repository), gzip: GzipEncoder(),
      table: .catalog,
      log: RequestLog(descriptor: -1, enabled: false),
      pages: CatalogPages(policy: policy, accounts: accounts, sessions: PageSessions(), loadsImages: loadsImages),
      services: services)
  }

  static func request(
    _ method: String, _ target: String, body: String = "", headers: [String: String] = [:]
  ) -> HTTPServerRequest {
    var fields = [HTTPHeaderField(name: "host", value: "127.0.0.1:8080")]
    if !body.isEmpty { fields.append(HTTPHeaderField(name: "content-type", value: "application/json")) }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      fields.removeAll { $0.name == name }
      fields.append(HTTPHeaderField(name: name, value: value))
    }
    return HTTPServerRequest(method: method, target: target, headers: fields, body: Array(body.utf8))
  }
}
