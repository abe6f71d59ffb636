import Foundation

/// The package's traits that are off by default, and the files whose code they gate: code the
/// index never saw, since a default build compiles none of it. `swift package describe` omits
/// traits, so `dump-package` is asked, only when the manifest declares some, and while the rest
/// of the check runs.
enum PackageTraits {
  private struct Manifest: Decodable {
    struct Trait: Decodable {
      let name: String
      let enabledTraits: [String]?
    }
    let traits: [Trait]?
  }

  /// `dump-package` under way, started while the check reads the package and its index.
  struct Pending {
    let process: Process
    let output: URL
    let scratch: URL

    /// Names of the declared traits a default build leaves off, sorted; none when the dump failed.
    func off() -> [String] {
      process.waitUntilExit()
      defer {
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: scratch)
      }
      guard process.terminationStatus == 0, let data = try? Data(contentsOf: output),
        let traits = (try? JSONDecoder().decode(Manifest.self, from: data))?.traits
      else { return [] }
      return PackageTraits.off(traits)
    }
  }

  /// Starts reading the manifest's traits, when the manifest declares some.
  static func start(packageAt root: URL, manifest: ManifestText, scratch: URL) -> Pending? {
    guard manifest.text.contains("traits:") else { return nil }
    // A name no other user of the temporary folder can guess, so nobody's link is written through.
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "architecture-traits-\(UUID().uuidString).json")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
    ]
    guard FileManager.default.createFile(atPath: output.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: output)
    else { return nil }
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    return Pending(process: process, output: output, scratch: scratch)
  }

  /// Names of the declared traits a default build leaves off, sorted.
  static func off(packageAt root: URL, manifest: ManifestText, scratch: URL) -> [String] {
    start(packageAt: root, manifest: manifest, scratch: scratch)?.off() ?? []
  }

  private static func off(_ traits: [Manifest.Trait]) -> [String] {
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
      // Most files name no trait at all: one search of the text before reading it line by line.
      let text = TextSearch.whole(file.lines)
      guard traits.contains(where: { TextSearch.contains(text, $0) }) else { continue }
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
