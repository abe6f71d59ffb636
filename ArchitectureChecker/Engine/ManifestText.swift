import Foundation

/// The manifest SwiftPM reads for this package, as text, for placing findings about it: the
/// version-specific manifest (`Package@swift-5.3.swift`) when SwiftPM would choose it, and a
/// target's own declaration, never another target's list that names it.
struct ManifestText: Sendable {
  /// Relative to the package's root.
  let path: String
  let text: String
  let lines: [Substring]

  init(path: String, text: String) {
    (self.path, self.text) = (path, text)
    lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The manifest in `root` SwiftPM chooses under `tools`: of the version-specific ones, the
  /// highest at or below `tools`, if its own `swift-tools-version` is above the plain manifest's;
  /// else `Package.swift`.
  static func chosen(in root: URL, tools: [Int]) -> String {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let candidates = names.compactMap { name -> (version: [Int], name: String)? in
      guard let version = version(ofManifestNamed: name), !lexicographicallyGreater(version, tools) else { return nil }
      return (version, name)
    }
    guard let best = candidates.max(by: { lexicographicallyGreater($1.version, $0.version) }) else {
      return "Package.swift"
    }
    let declared = { (name: String) in
      toolsVersion(of: (try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)) ?? "")
    }
    return lexicographicallyGreater(declared(best.name), declared("Package.swift")) ? best.name : "Package.swift"
  }

  /// `[5, 3]` for `Package@swift-5.3.swift`; nil for any other name.
  static func version(ofManifestNamed name: String) -> [Int]? {
    guard name.hasPrefix("Package@swift-"), name.hasSuffix(".swift") else { return nil }
    let parts = name.dropFirst("Package@swift-".count).dropLast(".swift".count).split(
      separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard (1...3).contains(parts.count), numbers.count == parts.count else { return nil }
    return numbers
  }

  /// The version a manifest's first line declares (`// swift-tools-version:5.9`); `[3, 1]`,
  /// SwiftPM's default, when it declares none.
  static func toolsVersion(of text: String) -> [Int] {
    guard let first = text.split(separator: "\n", maxSplits: 1).first,
      let range = first.range(of: "swift-tools-version:")
    else { return [3, 1] }
    let rest = first[range.upperBound...].trimmingCharacters(in: .whitespaces)
    let numbers = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
    return numbers.isEmpty ? [3, 1] : numbers
  }

  private static func lexicographicallyGreater(_ left: [Int], _ right: [Int]) -> Bool {
    for index in 0..<max(left.count, right.count) {
      let (a, b) = (index < left.count ? left[index] : 0, index < right.count ? right[index] : 0)
      if a != b { return a > b }
    }
    return false
  }

  // MARK: Places

  /// The first line holding `needle`.
  func location(of needle: String) -> (String, Int, Int) {
    for (offset, line) in lines.enumerated() {
      if let range = line.range(of: needle) {
        return (path, offset + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
      }
    }
    return (path, 1, 1)
  }

  /// Where `target` is declared (`.target(name: "X"`), not the first place its name appears
  /// (the products, or another target's `dependencies`, where `.target(name: "X")` names it too).
  func declarationLocation(of target: String) -> (String, Int, Int) {
    guard let range = declarationRange(of: target) else { return location(of: "\"\(target)\"") }
    return location(atOffset: range.lowerBound)
  }

  /// Where `target`'s declaration names `dependency`, else the declaration itself.
  func dependencyLocation(of dependency: String, in target: String) -> (String, Int, Int) {
    guard let declaration = declarationRange(of: target) else { return location(of: "\"\(dependency)\"") }
    let rest = text[declaration.upperBound...]
    // The declaration ends where the next one starts.
    let end =
      Self.declarations(in: text).first { $0.lowerBound >= declaration.upperBound }?.lowerBound
      ?? rest.endIndex
    guard let named = text[declaration.upperBound..<end].range(of: "\"\(dependency)\"") else {
      return location(atOffset: declaration.lowerBound)
    }
    return location(atOffset: named.lowerBound)
  }

  private static let declarationStart =
    "\\.(?:target|executableTarget|testTarget|macro|plugin|systemLibrary|binaryTarget)\\(\\s*name:\\s*\""

  /// Every `.target(name: "…"` that declares a target: not one inside a `dependencies:` list.
  private static func declarations(in text: String, named target: String? = nil) -> [Range<String.Index>] {
    let name = target.map(NSRegularExpression.escapedPattern(for:)) ?? "[^\"]*"
    var found: [Range<String.Index>] = []
    var from = text.startIndex
    while let range = text.range(
      of: declarationStart + name + "\"", options: .regularExpression, range: from..<text.endIndex)
    {
      if !isInDependencyList(range.lowerBound, of: text) { found.append(range) }
      from = range.upperBound
    }
    return found
  }

  private func declarationRange(of target: String) -> Range<String.Index>? {
    Self.declarations(in: text, named: target).first
  }

  /// Whether the innermost `[` open at `offset` follows `dependencies:` (string literals and
  /// comments are not told apart: a manifest's brackets rarely hide in them).
  private static func isInDependencyList(_ offset: String.Index, of text: String) -> Bool {
    var open: [String.Index] = []
    var index = text.startIndex
    while index < offset {
      switch text[index] {
      case "[": open.append(index)
      case "]": _ = open.popLast()
      default: break
      }
      index = text.index(after: index)
    }
    guard let bracket = open.last else { return false }
    return text[..<bracket].trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("dependencies:")
  }

  private func location(atOffset offset: String.Index) -> (String, Int, Int) {
    let before = text[..<offset]
    let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    let column =
      before.distance(from: before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex, to: offset) + 1
    return (path, line, column)
  }
}
