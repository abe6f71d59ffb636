import Foundation

/// The package's traits that are off by default, and the files whose code they gate: code the
/// index never saw, since a default build compiles none of it. `swift package describe` omits
/// traits, so `dump-package` is asked, and only when the manifest declares some.
enum PackageTraits {
  private struct Manifest: Decodable {
    struct Trait: Decodable {
      let name: String
      let enabledTraits: [String]?
    }
    let traits: [Trait]?
  }

  /// Names of the declared traits a default build leaves off, sorted.
  static func off(packageAt root: URL, manifest: ManifestText, scratch: URL) -> [String] {
    guard manifest.text.contains("traits:"),
      let json = try? Shell.run(
        "swift", ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]),
      let traits = (try? JSONDecoder().decode(Manifest.self, from: Data(json.utf8)))?.traits
    else { return [] }
    let byName = Dictionary(traits.map { ($0.name, $0.enabledTraits ?? []) }) { first, _ in first }
    var on = Set<String>()
    var next = byName["default"] ?? []
    // A trait may enable others: all of them are on.
    while let trait = next.popLast() {
      guard on.insert(trait).inserted else { continue }
      next += byName[trait] ?? []
    }
    return byName.keys.filter { $0 != "default" && !on.contains($0) }.sorted()
  }

  /// Of `files`, those with an `#if` or `#elseif` naming one of `traits`, by trait.
  static func gated(_ files: [SourceIndex.File], by traits: [String]) -> [String: [String]] {
    var gated: [String: [String]] = [:]
    for file in files {
      let conditions = file.lines.map { $0.drop { $0 == " " || $0 == "\t" } }.filter {
        $0.hasPrefix("#if") || $0.hasPrefix("#elseif")
      }
      for trait in traits
      where conditions.contains(where: {
        $0.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).contains(Substring(trait))
      }) {
        gated[trait, default: []].append(file.path)
      }
    }
    return gated
  }
}
