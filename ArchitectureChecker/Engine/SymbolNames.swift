/// Symbols named as a person writes them: `Modifier.target` for the index's `getter:target`,
/// `Reader.read()` for a method, a type's members under its name. The index names a symbol
/// alone; its definition's relations say whose member it is (`childOf`) and which property an
/// accessor is of (`accessorOf`), for the symbols the package defines. Others keep the index's
/// name, without the accessor's prefix.
struct SymbolNames: Sendable {
  private var parent: [String: IndexStore.Symbol] = [:]
  private var property: [String: IndexStore.Symbol] = [:]

  init(_ index: SourceIndex) {
    self.init(files: index.files)
  }

  init(files: [SourceIndex.File]) {
    for file in files {
      for occurrence in file.occurrences where occurrence.roles & IndexStore.Role.definition != 0 {
        for relation in occurrence.relations {
          if relation.roles & IndexStore.Role.childOf != 0, relation.symbol.kind != IndexStore.Kind.module {
            parent[occurrence.symbol.usr] = relation.symbol
          }
          if relation.roles & IndexStore.Role.accessorOf != 0 { property[occurrence.symbol.usr] = relation.symbol }
        }
      }
    }
  }

  init() {}

  func display(_ symbol: IndexStore.Symbol) -> String {
    var current = property[symbol.usr] ?? symbol
    var parts = [Self.bare(current.name)]
    var seen: Set<String> = [current.usr]
    while let owner = parent[current.usr], seen.insert(owner.usr).inserted {
      parts.append(Self.bare(owner.name))
      current = owner
    }
    return parts.reversed().joined(separator: ".")
  }

  /// The name without the index's accessor prefix (`getter:`, `setter:`, `_modify:` …).
  static func bare(_ name: String) -> String {
    guard let colon = name.firstIndex(of: ":"), !name[..<colon].contains("("),
      ["getter", "setter", "_modify", "_read", "willSet", "didSet", "init", "modify", "read"].contains(
        String(name[..<colon]))
    else { return name }
    return String(name[name.index(after: colon)...])
  }
}
