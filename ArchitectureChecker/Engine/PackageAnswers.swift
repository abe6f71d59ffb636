import Foundation

/// SwiftPM's answers about a package (`describe`, `dump-package`), kept in the package's
/// `.build/architecture` with what they were read from, since asking costs a warm check half a
/// second it has no other use for (issue 58). An answer is used again only while its basis is
/// unchanged: where the package is, the text of every manifest, the `swift` that answered, the
/// environment a manifest can read, and, for `describe`, the name of every file under each
/// target's folder (the sources it lists). Keeping is best effort: a folder that cannot be written only costs the time.
struct PackageAnswers {
  let root: URL

  /// Variables a shell changes between two commands, which no manifest has a reason to read.
  private static let volatile: Set<String> = ["_", "PWD", "OLDPWD", "SHLVL"]

  var folder: URL { root.appendingPathComponent(".build/architecture") }

  /// What every answer about the package depends on, as text.
  func basis(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    // The package's own place too: a package copied with its `.build` is described anew.
    var basis = "root \(root.standardizedFileURL.path)\nswift " + Self.toolchain(environment: environment) + "\n"
    for (name, value) in environment.sorted(by: { $0.key < $1.key }) where !Self.volatile.contains(name) {
      basis += "env \(name.utf8.count) \(name)=\(value.utf8.count) \(value)\n"
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
    for name in names where ManifestText.version(ofManifestNamed: name) != nil || name == "Package.swift" {
      let text = (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)) ?? ""
      basis += "manifest \(name) \(text.utf8.count)\n\(text)\n"
    }
    return basis
  }

  /// The names under each target's folder, which `describe`'s source lists come from.
  func files(of package: PackageSnapshot) -> String {
    var listing = ""
    for target in package.targets.sorted(by: { $0.path < $1.path }) {
      let folder = URL(fileURLWithPath: package.path).appendingPathComponent(target.path).path
      let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String]) ?? []
      listing += "target \(target.name) \(target.path) \(names.count)\n" + names.sorted().joined(separator: "\n") + "\n"
    }
    return listing
  }

  /// The answer kept as `name`, if it was kept on `basis`.
  func kept(_ name: String, basis: (Data) -> String?) -> Data? {
    guard Self.isFolder(folder), let stored = try? Data(contentsOf: folder.appendingPathComponent(name)),
      let newline = stored.firstIndex(of: 0x0A), let length = Int(String(decoding: stored[..<newline], as: UTF8.self)),
      length >= 0, stored.count - (newline + 1) >= length
    else { return nil }
    let keyEnd = newline + 1 + length
    let answer = Data(stored[keyEnd...])
    guard let expected = basis(answer), Data(expected.utf8) == stored[(newline + 1)..<keyEnd] else { return nil }
    return answer
  }

  /// Keeps `answer` as `name` on `basis`, replacing any kept before in one rename.
  func keep(_ name: String, basis: String, answer: Data) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // Never through a link: the folder must be a folder, and an atomic write renames over the
    // file rather than writing into whatever it points to.
    guard Self.isFolder(folder) else { return }
    let key = Data(basis.utf8)
    try? (Data("\(key.count)\n".utf8) + key + answer).write(to: folder.appendingPathComponent(name), options: .atomic)
  }

  private static func isFolder(_ url: URL) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType) == .typeDirectory
  }

  /// The `swift` on the PATH, as the file it is and when it changed: a new toolchain may answer
  /// differently.
  private static func toolchain(environment: [String: String]) -> String {
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let path = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").resolvingSymlinksInPath().path
      guard FileManager.default.isExecutableFile(atPath: path),
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      else { continue }
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      return "\(path) \(modified) \((attributes[.size] as? NSNumber)?.intValue ?? 0)"
    }
    return "(none)"
  }
}
