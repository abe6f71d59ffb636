import BusinessLogic
import Foundation

/// Builds the repository a source names. Nothing is read until a use case asks.
struct CatalogRepositoryFactory {
  var http = HTTPSettings()
  /// Whether many queries will follow (the browser): then a large file is indexed once.
  var isInteractive = false
  /// Where large files' indexes are kept between commands; nil keeps none.
  var indexStore: CatalogIndexStore?

  func makeRepository(for source: CatalogSource) -> any ProductRepository {
    switch source {
    case .embedded:
      return LazyProductRepository(sourceName: EmbeddedCatalog.sourceName) { () throws(CatalogSourceError) in
        try CatalogJSONDecoder().products(
          from: Data(EmbeddedCatalog.productsJSON.utf8), source: EmbeddedCatalog.sourceName)
      }
    case .file(let path):
      return FileCatalogRepository(path: path, keepsIndex: isInteractive, indexStore: indexStore)
    case .server(let server, let kind):
      return ServerCatalogRepository(server: server, kind: kind, settings: http)
    }
  }
}
