import Foundation

/// Findings as a SARIF 2.1.0 log, what code-scanning services read: one run, the rules with their
/// descriptions, each result at its file (relative to `%SRCROOT%`, the package root) and line,
/// with a fingerprint built from what the finding is about rather than where it is, so a service
/// follows one finding across commits that move its line.
enum SARIFLog {
  static let version = "2.1.0"
  static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

  static func render(_ diagnostics: [Diagnostic], root: URL) -> String {
    let q = Diagnostic.quoted
    let rules = RuleCatalog.all.map { rule in
      "        {\"id\": \(q(rule.id)), \"name\": \(q(rule.name)), \"shortDescription\": {\"text\": \(q(rule.summary))}, "
        + "\"fullDescription\": {\"text\": \(q(rule.summary))}, "
        + "\"help\": {\"text\": \(q(rule.plainHelp)), \"markdown\": \(q(rule.markdownHelp))}, "
        + "\"defaultConfiguration\": {\"level\": \"error\"}}"
    }
    var seen: [String: Int] = [:]
    let results = diagnostics.map { diagnostic -> String in
      let uri = relativeURI(diagnostic.file, root: root)
      // Two findings about the same thing in one file are told apart by their order.
      let key = [diagnostic.rule, uri, diagnostic.subjectOrMessage].joined(separator: "\u{0}")
      let ordinal = seen[key, default: 0]
      seen[key] = ordinal + 1
      let fingerprint = hexDigest(key + "\u{0}\(ordinal)")
      var fields = [
        "\"ruleId\": \(q(diagnostic.rule))",
        "\"level\": \"error\"",
        "\"message\": {\"text\": \(q(diagnostic.text))}",
        "\"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \(q(uri)), \"uriBaseId\": \"%SRCROOT%\"}, "
          + "\"region\": {\"startLine\": \(max(diagnostic.line, 1)), \"startColumn\": \(max(diagnostic.column, 1))}}}]",
        "\"partialFingerprints\": {\"architectureFinding/v1\": \(q(fingerprint))}",
      ]
      if let index = RuleCatalog.index(of: diagnostic.rule) { fields.insert("\"ruleIndex\": \(index)", at: 1) }
      var properties: [String] = []
      if let remedy = diagnostic.remedy { properties.append("\"remedy\": \(q(remedy))") }
      if !diagnostic.rings.isEmpty {
        properties.append("\"rings\": [\(diagnostic.rings.map(q).joined(separator: ", "))]")
      }
      if let edge = diagnostic.edge { properties.append("\"edge\": \(q(edge))") }
      if let symbol = diagnostic.symbol { properties.append("\"symbol\": \(q(symbol))") }
      if !properties.isEmpty { fields.append("\"properties\": {\(properties.joined(separator: ", "))}") }
      return "        {" + fields.joined(separator: ", ") + "}"
    }
    let rootURI =
      root.standardizedFileURL.absoluteString.hasSuffix("/")
      ? root.standardizedFileURL.absoluteString : root.standardizedFileURL.absoluteString + "/"
    return """
      {
        "$schema": \(q(schema)),
        "version": \(q(version)),
        "runs": [{
          "tool": {"driver": {
            "name": "check-architecture",
            "version": \(q(CheckerVersion.current)),
            "semanticVersion": \(q(CheckerVersion.current)),
            "rules": [
      \(rules.joined(separator: ",\n"))
            ]
          }},
          "originalUriBaseIds": {"%SRCROOT%": {"uri": \(q(rootURI))}},
          "results": [
      \(results.joined(separator: ",\n"))
          ]
        }]
      }
      """
  }

  /// The file as a URI relative to the package root (code scanning needs relative URIs), its
  /// characters percent-encoded where a URI may not hold them.
  static func relativeURI(_ file: String, root: URL) -> String {
    let base = root.standardizedFileURL.path + "/"
    let relative = file.hasPrefix(base) ? String(file.dropFirst(base.count)) : file
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return relative.addingPercentEncoding(withAllowedCharacters: allowed) ?? relative
  }

  /// FNV-1a over the text, twice with different offsets, as 32 hex digits: stable across runs
  /// and machines (Swift's `Hasher` is seeded per process), with no cryptography needed.
  static func hexDigest(_ text: String) -> String {
    func fnv(_ seed: UInt64) -> UInt64 {
      var hash = seed
      for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100_0000_01b3
      }
      return hash
    }
    let digits = [fnv(0xcbf2_9ce4_8422_2325), fnv(0x8422_2325_cbf2_9ce4)].map { String($0, radix: 16) }
    return digits.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
  }
}
