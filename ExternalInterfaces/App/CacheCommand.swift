import ApplicationLogic
import BusinessLogic

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `catalog cache info|clean|build`, in the manner of `gh cache`: where the index cache of large
/// local catalogs is, how many indexes it holds and how large they are; empty it; or index a file
/// now (what a one-off command on a large file starts apart from itself, D57). Infrastructure,
/// not a catalog scene.
struct CacheCommand {
  enum Action: String, CaseIterable {
    case info, clean, build
  }

  let action: Action
  let store: CatalogIndexStore?
  /// The file `build` indexes.
  var path: String?

  static let registration = CommandRegistration(
    CommandSpec(
      name: "cache", aliases: [], summary: "Show, empty or fill the index cache of large local catalogs",
      usage: "catalog cache info|clean|build [--source FILE]", operands: .choice(Action.allCases.map(\.rawValue)),
      output: .record, terminal: .plain, options: [.fileSource],
      examples: [
        "catalog cache info", "catalog cache clean", "catalog cache build --source big.json",
        "CATALOG_CACHE_DIR= catalog list --source big.json",
        "CATALOG_CACHE_SIZE=8G catalog cache build --source huge.json",
      ]),
    tool: { invocation, context in
      switch make(invocation, environment: context.environment) {
      case .success(let command): await command.run(output: context.output, errors: context.errors)
      case .failure(let error): context.refuse(error)
      }
    })

  /// How long `build` waits for another build of the same cache to finish.
  static let buildWait = 600.0

  static let usage = UsageError(
    message: "\"catalog cache\" needs info, clean or build",
    hint: "run \"catalog cache info\" to see the cache, \"catalog cache clean\" to empty it")

  static func make(_ invocation: CommandInvocation, environment: [String: String]) -> Result<CacheCommand, UsageError> {
    guard invocation.arguments.count == 1, let action = Action(rawValue: invocation.arguments[0]) else {
      return .failure(usage)
    }
    let cache = IndexCacheChoice(environment: environment)
    if let bad = cache.badSize { return .failure(UsageError(message: bad.message, hint: bad.remedy ?? "")) }
    var command = CacheCommand(action: action, store: cache.store)
    let sourceText = CatalogSource.text(of: invocation, environment: environment)
    guard action == .build else {
      guard invocation.value(.source) == nil else {
        return .failure(
          UsageError(
            message: "--source is for \"catalog cache build\"",
            hint: "run \"catalog cache \(action.rawValue)\" without it"))
      }
      return .success(command)
    }
    guard let sourceText, case .success(.file(let path)) = CatalogSource.parse(sourceText),
      path != LocalFile.standardInput
    else {
      return .failure(
        UsageError(
          message: "\"catalog cache build\" needs a local catalog file",
          hint: "run \"catalog cache build --source FILE\""))
    }
    command.path = path
    return .success(command)
  }

  @MainActor
  func run(output: any TextSink, errors: any TextSink) async -> ExitStatus {
    guard let store else {
      guard action != .build else {
        errors.write(
          ErrorViewModel(
            message: "there is no index cache to build an index in", remedy: "set CATALOG_CACHE_DIR to a directory",
            kind: .failure
          ).text)
        return .failure
      }
      output.write("no index cache (CATALOG_CACHE_DIR is empty, and there is no HOME)\n")
      return .success
    }
    if let refusal = store.cacheDirectory.refusal() {
      errors.write(Self.report(refusal, of: store))
      return .failure
    }
    switch action {
    case .info:
      let summary = store.summary() ?? CatalogIndexStore.Summary()
      output.write(
        "directory: \(TerminalText.quote(store.directory))\n"
          + "indexes: \(summary.indexes)\n"
          + "size: \(ByteSize.text(summary.bytes)) of at most \(ByteSize.text(store.maximumBytes))"
          + " (\(IndexCacheChoice.sizeVariable))\n")
      if summary.largest > store.maximumBytes {
        output.write(
          "largest: \(ByteSize.text(summary.largest)), over the bound: it stays alone until another index is saved;"
            + " \(IndexCacheChoice.sizeVariable)=\(IndexCacheChoice.roomyBound(for: summary.largest)) keeps it beside"
            + " others\n")
      }
    case .clean:
      let removed = store.clean()
      let rates = RatesCache(directory: store.directory).clean()
      output.write(
        "removed \(removed.indexes) \(removed.indexes == 1 ? "index" : "indexes") (\(ByteSize.text(removed.bytes)))"
          + " and \(rates) saved \(rates == 1 ? "rates file" : "rates files")\n")
    case .build:
      return await build(in: store, output: output, errors: errors)
    }
    return .success
  }

  /// Indexes the file, after any build of the same cache running now: by then the file's index
  /// may be made, and nothing is read twice.
  @MainActor
  private func build(in store: CatalogIndexStore, output: any TextSink, errors: any TextSink) async -> ExitStatus {
    guard let path else { return .usage }
    let name = TerminalText.quote(LocalFile.displayName(path))
    // A directory that cannot be made is said at once, not waited on as if a build held it.
    switch store.cacheDirectory.open() {
    case .success(let folder): close(folder)
    case .failure(let refusal):
      errors.write(Self.report(refusal, of: store))
      return .failure
    }
    guard let lock = await IndexBuildLock.wait(in: store, timeout: Self.buildWait) else {
      errors.write(
        ErrorViewModel(
          message: "another index build has held \(TerminalText.quote(store.directory)) for \(Int(Self.buildWait)) s",
          remedy: "try again when it has finished", kind: .failure
        ).text)
      return .failure
    }
    defer { withExtendedLifetime(lock) {} }
    let repository = FileCatalogRepository(path: path, indexStore: store)
    do throws(CatalogSourceError) {
      switch try await repository.buildIndex() {
      case .built(let count):
        output.write("indexed \(name): \(Self.products(count))\n")
        if let bytes = store.indexBytes(for: path), bytes > store.maximumBytes {
          errors.write(Self.overBound(bytes, of: store, for: name).text)
        }
      case .alreadyIndexed(let count): output.write("\(name) is indexed already: \(Self.products(count))\n")
      case .notSaved(let count):
        errors.write(
          ErrorViewModel(
            message:
              "read \(name) (\(Self.products(count))), but its index could not be saved in \(TerminalText.quote(store.directory))",
            remedy: "check that the disk has room and the directory is writable, or set CATALOG_CACHE_DIR elsewhere",
            kind: .failure
          ).text)
        return .failure
      case .tooSmall:
        output.write(
          "\(name) is under \(ByteSize.text(store.minimumCatalogSize)): it is read whole each time, with no index\n")
      case .notCached: return .failure
      }
      return .success
    } catch {
      errors.write(ErrorPresentation(vocabulary: CommandLineVocabulary()).viewModel(for: error).text)
      return .failure
    }
  }

  private static func report(_ refusal: CacheDirectory.Refusal, of store: CatalogIndexStore) -> String {
    ErrorViewModel(
      message: "the index cache \(TerminalText.quote(store.directory)) is not used: \(refusal.reason)",
      remedy: refusal.remedy(for: store.directory), kind: .failure
    ).text
  }

  /// An index larger than the whole cache is kept, alone (`CatalogIndexStore.evict`): said,
  /// with the bound that would keep it beside others.
  private static func overBound(_ bytes: Int, of store: CatalogIndexStore, for name: String) -> ErrorViewModel {
    ErrorViewModel(
      message:
        "the index of \(name) (\(ByteSize.text(bytes))) is larger than the index cache's bound (\(ByteSize.text(store.maximumBytes))):"
        + " it is kept alone, every other index was removed, and the next index saved will remove it",
      remedy:
        "set \(IndexCacheChoice.sizeVariable)=\(IndexCacheChoice.roomyBound(for: bytes)) (or more) to keep it beside"
        + " others",
      kind: .warning)
  }

  private static func products(_ count: Int) -> String {
    count == 1 ? "1 product" : "\(count) products"
  }
}
