#if ARCHITECTURE_FIXTURE_PROOFS
  import Foundation
  import Testing

  #if canImport(ArchitectureChecker)
    @testable import ArchitectureChecker
  #endif

  /// Symbols are named as a person writes them: an accessor by its property, a member under its
  /// type, however deep; a symbol the package does not define keeps the index's name, without
  /// the accessor's prefix.
  @Suite struct SymbolNamesTests {
    typealias Symbol = IndexStore.Symbol
    let type = Symbol(name: "Modifier", usr: "s:4Demo8ModifierV", kind: IndexStore.Kind.structure)
    let nested = Symbol(name: "Style", usr: "s:4Demo8ModifierV5StyleO", kind: IndexStore.Kind.enumeration)
    let property = Symbol(name: "target", usr: "s:4Demo8ModifierV6targetSivp", kind: IndexStore.Kind.instanceProperty)
    let getter = Symbol(name: "getter:target", usr: "s:4Demo8ModifierV6targetSivg", kind: 0)
    let method = Symbol(name: "read()", usr: "s:4Demo8ModifierV5StyleO4readyyF", kind: 0)

    func definition(_ symbol: Symbol, _ role: UInt64, of owner: Symbol) -> IndexStore.Occurrence {
      IndexStore.Occurrence(
        symbol: symbol, roles: IndexStore.Role.definition, line: 1, column: 1,
        relations: [IndexStore.Relation(roles: role, symbol: owner)])
    }

    var names: SymbolNames {
      let occurrences = [
        definition(nested, IndexStore.Role.childOf, of: type),
        definition(property, IndexStore.Role.childOf, of: type),
        definition(getter, IndexStore.Role.accessorOf, of: property),
        definition(method, IndexStore.Role.childOf, of: nested),
      ]
      return SymbolNames(files: [
        SourceIndex.File(path: "Demo.swift", target: "Demo", occurrences: occurrences, lines: [])
      ])
    }

    @Test func anAccessorIsNamedByItsPropertyUnderItsType() {
      #expect(names.display(getter) == "Modifier.target")
      #expect(names.display(property) == "Modifier.target")
    }

    @Test func aMemberIsNamedUnderEveryTypeAroundIt() {
      #expect(names.display(method) == "Modifier.Style.read()")
      #expect(names.display(type) == "Modifier")
    }

    @Test func aSymbolDefinedElsewhereKeepsItsNameWithoutThePrefix() {
      let foreign = Symbol(name: "getter:count", usr: "s:Sa5countSivg", kind: 0)
      #expect(names.display(foreign) == "count")
      #expect(SymbolNames.bare("init(from:)") == "init(from:)")
    }
  }
#endif
