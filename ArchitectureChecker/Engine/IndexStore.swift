import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Read-only access to a compiler index store through the toolchain's `libIndexStore`, opened
/// with `dlopen`, so the suite needs no package and no C module.
///
/// `indexstore_string_ref_t` is `{ const char *data; size_t length; }`, passed and returned by
/// value. Swift cannot declare a C struct, so the imported `lldiv_t` (`{ long long; long long; }`)
/// stands in for it: two integer-class words, the same calling convention on the x86-64 System V
/// and AArch64 ABIs.
final class IndexStore {
  typealias StringRef = lldiv_t
  typealias Handle = UnsafeMutableRawPointer

  struct Symbol: Hashable {
    let name: String
    let usr: String
    let kind: UInt32
  }

  struct Relation {
    let roles: UInt64
    let symbol: Symbol
  }

  struct Occurrence {
    let symbol: Symbol
    let roles: UInt64
    let line: Int
    let column: Int
    /// Related symbols with the roles of the relation (`containedBy`, `childOf`, …).
    let relations: [Relation]

    func isRelated(_ role: UInt64, to usr: String) -> Bool {
      relations.contains { $0.roles & role != 0 && $0.symbol.usr == usr }
    }
  }

  struct Unit {
    let mainFile: String
    let moduleName: String
    let modified: Date
    let records: [String]
  }

  enum Role {
    static let definition: UInt64 = 1 << 1
    static let reference: UInt64 = 1 << 2
    static let childOf: UInt64 = 1 << 9
    static let baseOf: UInt64 = 1 << 10
    static let extendedBy: UInt64 = 1 << 14
    static let accessorOf: UInt64 = 1 << 15
    static let containedBy: UInt64 = 1 << 16
  }

  enum Kind {
    static let module: UInt32 = 1
    static let enumeration: UInt32 = 5
    static let structure: UInt32 = 6
    static let `class`: UInt32 = 7
    static let `protocol`: UInt32 = 8
    static let function: UInt32 = 12
    static let variable: UInt32 = 13
    static let instanceProperty: UInt32 = 19
    static let types: Set<UInt32> = [enumeration, structure, `class`, `protocol`]
    /// Types a value can be of: enums, structs, classes and actors (an actor is indexed as a class).
    static let concreteTypes: Set<UInt32> = [enumeration, structure, `class`]
  }

  struct OpenError: Error, CustomStringConvertible {
    let description: String
  }

  private let api: API
  private let store: Handle

  init(path: String) throws {
    api = try API.shared.get()
    var error: UnsafeMutableRawPointer?
    guard FileManager.default.fileExists(atPath: path), let store = api.storeCreate(path, &error) else {
      throw OpenError(description: "no index store at \(path)")
    }
    self.store = store
  }

  deinit {
    api.storeDispose(store)
  }

  /// What a C callback needs: the functions (callbacks cannot capture) and where to collect.
  private struct Collector<Item> {
    let api: API
    var items: [Item] = []
  }

  /// Runs `apply` with a context pointer to a fresh collector, and returns what it collected.
  private static func collect<Item>(_ api: API, _ apply: (UnsafeMutableRawPointer) -> Void) -> [Item] {
    var collector = Collector<Item>(api: api)
    withUnsafeMutablePointer(to: &collector) { apply(UnsafeMutableRawPointer($0)) }
    return collector.items
  }

  func units() -> [Unit] {
    let names: [String] = Self.collect(api) { context in
      _ = api.unitsApply(store, 0, context) { context, name in
        context?.assumingMemoryBound(to: Collector<String>.self).pointee.items.append(IndexStore.string(name))
        return true
      }
    }
    return names.compactMap(unit(named:))
  }

  private func unit(named name: String) -> Unit? {
    guard let reader = api.unitReaderCreate(store, name, nil) else { return nil }
    defer { api.unitReaderDispose(reader) }
    var seconds: Int64 = 0
    var nanoseconds: Int64 = 0
    api.unitModificationTime(reader, &seconds, &nanoseconds)
    let records: [String] = Self.collect(api) { context in
      _ = api.dependenciesApply(reader, context) { context, dependency in
        guard let collector = context?.assumingMemoryBound(to: Collector<String>.self) else { return false }
        // Kind 2 is INDEXSTORE_UNIT_DEPENDENCY_RECORD: the symbols of the unit's own file.
        if collector.pointee.api.dependencyKind(dependency) == 2 {
          collector.pointee.items.append(IndexStore.string(collector.pointee.api.dependencyName(dependency)))
        }
        return true
      }
    }
    return Unit(
      mainFile: Self.string(api.unitMainFile(reader)), moduleName: Self.string(api.unitModuleName(reader)),
      modified: Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9), records: records)
  }

  func occurrences(inRecord record: String) -> [Occurrence] {
    guard let reader = api.recordReaderCreate(store, record, nil) else { return [] }
    defer { api.recordReaderDispose(reader) }
    return Self.collect(api) { context in
      _ = api.occurrencesApply(reader, context) { context, occurrence in
        guard let collector = context?.assumingMemoryBound(to: Collector<Occurrence>.self) else { return false }
        let api = collector.pointee.api
        var line: UInt32 = 0
        var column: UInt32 = 0
        api.occurrenceLineColumn(occurrence, &line, &column)
        let relations: [Relation] = IndexStore.collect(api) { context in
          _ = api.relationsApply(occurrence, context) { context, relation in
            guard let collector = context?.assumingMemoryBound(to: Collector<Relation>.self) else { return false }
            let api = collector.pointee.api
            collector.pointee.items.append(
              Relation(roles: api.relationRoles(relation), symbol: api.symbol(api.relationSymbol(relation))))
            return true
          }
        }
        collector.pointee.items.append(
          Occurrence(
            symbol: api.symbol(api.occurrenceSymbol(occurrence)), roles: api.occurrenceRoles(occurrence),
            line: Int(line), column: Int(column), relations: relations))
        return true
      }
    }
  }

  static func string(_ reference: StringRef) -> String {
    guard let data = UnsafeRawPointer(bitPattern: Int(reference.quot)), reference.rem > 0 else { return "" }
    return String(decoding: UnsafeRawBufferPointer(start: data, count: Int(reference.rem)), as: UTF8.self)
  }
}

extension IndexStore {
  /// The C functions of `libIndexStore`, looked up once per process.
  struct API: Sendable {
    typealias StringApplier = @convention(c) (UnsafeMutableRawPointer?, StringRef) -> Bool
    typealias HandleApplier = @convention(c) (UnsafeMutableRawPointer?, Handle) -> Bool
    typealias CreateStore =
      @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutableRawPointer?>?) ->
      Handle?
    typealias CreateReader =
      @convention(c) (Handle, UnsafePointer<CChar>, UnsafeMutablePointer<UnsafeMutableRawPointer?>?)
      -> Handle?
    typealias Dispose = @convention(c) (Handle) -> Void
    typealias GetString = @convention(c) (Handle) -> StringRef
    typealias GetHandle = @convention(c) (Handle) -> Handle
    typealias GetKind = @convention(c) (Handle) -> UInt32
    typealias GetRoles = @convention(c) (Handle) -> UInt64
    typealias ApplyUnits = @convention(c) (Handle, UInt32, UnsafeMutableRawPointer?, StringApplier) -> Bool
    typealias Apply = @convention(c) (Handle, UnsafeMutableRawPointer?, HandleApplier) -> Bool
    typealias GetTime = @convention(c) (Handle, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int64>) -> Void
    typealias GetLineColumn =
      @convention(c) (Handle, UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>) -> Void

    let storeCreate: CreateStore
    let storeDispose: Dispose
    let unitsApply: ApplyUnits
    let unitReaderCreate: CreateReader
    let unitReaderDispose: Dispose
    let unitMainFile: GetString
    let unitModuleName: GetString
    let unitModificationTime: GetTime
    let dependenciesApply: Apply
    let dependencyKind: GetKind
    let dependencyName: GetString
    let recordReaderCreate: CreateReader
    let recordReaderDispose: Dispose
    let occurrencesApply: Apply
    let occurrenceSymbol: GetHandle
    let occurrenceRoles: GetRoles
    let occurrenceLineColumn: GetLineColumn
    let relationsApply: Apply
    let relationRoles: GetRoles
    let relationSymbol: GetHandle
    let symbolName: GetString
    let symbolUSR: GetString
    let symbolKind: GetKind

    func symbol(_ handle: Handle) -> Symbol {
      Symbol(
        name: IndexStore.string(symbolName(handle)), usr: IndexStore.string(symbolUSR(handle)), kind: symbolKind(handle)
      )
    }

    static let shared: Result<API, OpenError> = Result { () throws(OpenError) in try load() }

    private static func load() throws(OpenError) -> API {
      let candidates = [
        ProcessInfo.processInfo.environment["INDEXSTORE_LIBRARY"], toolchainLibrary(), "libIndexStore.so",
      ]
      .compactMap { $0 }
      guard let library = candidates.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first else {
        throw OpenError(description: "cannot load libIndexStore (tried \(candidates.joined(separator: ", ")))")
      }
      func function<T>(_ name: String) throws(OpenError) -> T {
        guard let address = dlsym(library, name) else { throw OpenError(description: "libIndexStore lacks \(name)") }
        return unsafeBitCast(address, to: T.self)
      }
      return API(
        storeCreate: try function("indexstore_store_create"),
        storeDispose: try function("indexstore_store_dispose"),
        unitsApply: try function("indexstore_store_units_apply_f"),
        unitReaderCreate: try function("indexstore_unit_reader_create"),
        unitReaderDispose: try function("indexstore_unit_reader_dispose"),
        unitMainFile: try function("indexstore_unit_reader_get_main_file"),
        unitModuleName: try function("indexstore_unit_reader_get_module_name"),
        unitModificationTime: try function("indexstore_unit_reader_get_modification_time"),
        dependenciesApply: try function("indexstore_unit_reader_dependencies_apply_f"),
        dependencyKind: try function("indexstore_unit_dependency_get_kind"),
        dependencyName: try function("indexstore_unit_dependency_get_name"),
        recordReaderCreate: try function("indexstore_record_reader_create"),
        recordReaderDispose: try function("indexstore_record_reader_dispose"),
        occurrencesApply: try function("indexstore_record_reader_occurrences_apply_f"),
        occurrenceSymbol: try function("indexstore_occurrence_get_symbol"),
        occurrenceRoles: try function("indexstore_occurrence_get_roles"),
        occurrenceLineColumn: try function("indexstore_occurrence_get_line_col"),
        relationsApply: try function("indexstore_occurrence_relations_apply_f"),
        relationRoles: try function("indexstore_symbol_relation_get_roles"),
        relationSymbol: try function("indexstore_symbol_relation_get_symbol"),
        symbolName: try function("indexstore_symbol_get_name"),
        symbolUSR: try function("indexstore_symbol_get_usr"),
        symbolKind: try function("indexstore_symbol_get_kind"))
    }

    /// `<toolchain>/lib/libIndexStore.so`, found from the `swift` on the PATH.
    private static func toolchainLibrary() -> String? {
      for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let library = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
          .appendingPathComponent("lib/libIndexStore.so")
        if FileManager.default.fileExists(atPath: library.path) { return library.path }
      }
      return nil
    }
  }
}
