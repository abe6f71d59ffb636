import ApplicationLogic
import BusinessLogic
import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DatabaseCommand {
  @MainActor
  func run(output: any TextSink, errors: any TextSink) async -> ExitStatus {
    switch action {
    case .migrate: await migrate(output: output, errors: errors)
    case .load: await load(output: output, errors: errors)
    }
  }

  @MainActor
  private func migrate(output: any TextSink, errors: any TextSink) async -> ExitStatus {
    let (database, timeout) = (database, timeout)
    let result = await BackgroundThread.run(priority: .normal) { () -> Result<(from: Int, to: Int), DatabaseFailure> in
      do throws(DatabaseFailure) {
        return .success(try PostgresSchema.migrate(on: try PostgresConnection.open(database, timeout: timeout)))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .success(let versions) where versions.from == versions.to:
      output.write("\(database.displayName): the catalog's tables are at version \(versions.to); nothing to do\n")
    case .success(let versions) where versions.from == 0:
      output.write("\(database.displayName): made the catalog's tables (version \(versions.to))\n")
    case .success(let versions):
      output.write(
        "\(database.displayName): upgraded the catalog's tables from version \(versions.from) to \(versions.to)\n")
    case .failure(let failure):
      return report(failure, errors: errors)
    }
    return .success
  }

  @MainActor
  private func load(output: any TextSink, errors: any TextSink) async -> ExitStatus {
    guard let from else { return .usage }
    let loader: PostgresLoad
    do throws(PostgresLoad.Refusal) {
      loader = try PostgresLoad(database, timeout: timeout, replacing: replacing)
    } catch {
      switch error {
      case .notEmpty(let held):
        errors.write(
          ErrorViewModel(
            message: "\(database.displayName) already holds \(held) \(held == 1 ? "product" : "products")",
            remedy: "add --replace to replace them in one transaction, or load into another database", kind: .failure
          ).text)
        return .failure
      case .database(let failure):
        return report(failure, errors: errors)
      }
    }
    var progress = LoadProgress(errors: showsProgress ? errors : nil)
    do throws(CatalogSourceError) {
      switch from {
      case .embedded:
        try Array(EmbeddedCatalog.productsJSON.utf8).withUnsafeBufferPointer { document throws(CatalogSourceError) in
          try copy(document, source: EmbeddedCatalog.sourceName, into: loader, &progress)
        }
      case .file(let path):
        let bytes = try CatalogBytes(path: path)
        try copy(bytes.buffer, source: LocalFile.displayName(path), into: loader, &progress)
        withExtendedLifetime(bytes) {}
      case .server, .database:
        let repository = CatalogRepositoryFactory(http: http).makeRepository(for: from)
        var skip = 0
        while true {
          let page = try await repository.products(matching: CatalogQuery(limit: Self.pageSize, skip: skip))
          for product in page.products {
            try add(product, JSONTree(ProductJSONEncoding.value(product)).compactBytes, into: loader, &progress)
          }
          skip += page.products.count
          if page.products.isEmpty || !page.hasMore { break }
        }
      }
      let loaded = try Self.database(loader.commit(), source: database)
      progress.end()
      let replaced = loader.held > 0 ? " (replacing \(loader.held))" : ""
      output.write("loaded \(loaded) \(loaded == 1 ? "product" : "products") into \(database.displayName)\(replaced)\n")
      return .success
    } catch {
      progress.end()
      errors.write(ErrorPresentation(vocabulary: CommandLineVocabulary()).viewModel(for: error).text)
      errors.write("nothing was loaded: the database is as it was\n")
      return .failure
    }
  }

  /// Products read from a source at a time when it is a server.
  static let pageSize = 10_000

  /// Each product of a catalog document, with its own JSON (members the model lacks kept).
  @MainActor
  private func copy(
    _ document: UnsafeBufferPointer<UInt8>, source: String, into loader: PostgresLoad, _ progress: inout LoadProgress
  ) throws(CatalogSourceError) {
    try CatalogJSONDecoder.eachProduct(in: document, source: source) { product, object throws(CatalogSourceError) in
      try add(product, Array(object), into: loader, &progress)
    }
  }

  @MainActor
  private func add(
    _ product: Product, _ document: [UInt8], into loader: PostgresLoad, _ progress: inout LoadProgress
  ) throws(CatalogSourceError) {
    try Self.database(loader.add(product, document: document), source: database)
    progress.loaded(loader.count)
  }

  /// A database failure as the source error the presenters word.
  private static func database<Value>(
    _ work: @autoclosure () throws(DatabaseFailure) -> Value, source: PostgresURL
  ) throws(CatalogSourceError) -> Value {
    do throws(DatabaseFailure) {
      return try work()
    } catch {
      throw .unavailable(source: source.displayName, .database(error))
    }
  }

  @MainActor
  private func report(_ failure: DatabaseFailure, errors: any TextSink) -> ExitStatus {
    errors.write(
      ErrorPresentation(vocabulary: CommandLineVocabulary()).viewModel(
        for: CatalogSourceError.unavailable(source: database.displayName, .database(failure))
      ).text)
    return .failure
  }
}

/// A count on the terminal while a load runs, rewritten in place.
@MainActor
struct LoadProgress {
  let errors: (any TextSink)?
  private var shown = 0

  init(errors: (any TextSink)?) { self.errors = errors }

  mutating func loaded(_ count: Int) {
    guard let errors, count - shown >= 10_000 else { return }
    shown = count
    errors.write("\rloading: \(count) products")
  }

  func end() {
    if shown > 0 { errors?.write("\r\u{1B}[K") }
  }
}
