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

  /// `dump-package` under way, started while the check reads the package and its index; or its
  /// answer kept from an earlier check on the same basis (`PackageAnswers`).
  struct Pending {
    enum Answer {
      case kept(Data)
      case asked(Process, output: URL, scratch: URL)
    }

    let answer: Answer
    let answers: PackageAnswers
    let basis: String

    /// Names of the declared traits a default build leaves off, sorted; none when the dump failed.
    func off() -> [String] {
      switch answer {
      case .kept(let dump):
        return PackageTraits.off(in: dump) ?? []
      case .asked(let process, let output, let scratch):
        process.waitUntilExit()
        defer {
          try? FileManager.default.removeItem(at: output)
          try? FileManager.default.removeItem(at: scratch)
        }
        guard process.terminationStatus == 0, let dump = try? Data(contentsOf: output),
          let off = PackageTraits.off(in: dump)
        else { return [] }
        answers.keep("dump-package.json", basis: basis, answer: dump)
        return off
      }
    }
  }

  private static func off(in dump: Data) -> [String]? {
    (try? JSONDecoder().decode(Manifest.self, from: dump))?.traits.map(off)
  }

  /// Starts reading the manifest's traits, when the manifest declares some.
  static func start(packageAt root: URL, manifest: ManifestText, scratch: URL) -> Pending? {
    guard manifest.text.contains("traits:") else { return nil }
    let answers = PackageAnswers(root: root)
    let basis = answers.basis()
    if let kept = answers.kept("dump-package.json", basis: { _ in basis }) {
      return Pending(answer: .kept(kept), answers: answers, basis: basis)
    }
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
    return Pending(answer: .asked(process, output: output, scratch: scratch), answers: answers, basis: basis)
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

  /// Of `files`, those with an `#if` or `#elseif` naming one of `traits`, by trait: each place a
  /// trait's name is found in the text, the line it is on (a file of a large package is not read
  /// line by line for the few conditions it holds).
  static func gated(_ files: [SourceIndex.File], by traits: [String]) -> [String: [String]] {
    var gated: [String: [String]] = [:]
    for file in files {
      let text = TextSearch.whole(file.lines)
      for trait in traits
      where TextSearch.offsets(of: trait, in: text).contains(where: {
        TextSearch.isWholeName(at: $0, length: trait.utf8.count, in: text)
          && TextSearch.isOnConditionLine(at: $0, in: text)
      }) {
        gated[trait, default: []].append(file.path)
      }
    }
    return gated
  }
}
