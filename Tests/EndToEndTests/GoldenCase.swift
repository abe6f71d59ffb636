import Foundation

/// One golden file: a command line, its environment, and the exact stdout, stderr and exit status
/// it must produce.
///
/// ```
/// # what the case shows
/// $ catalog list --limit 3
/// env COLUMNS=100
/// status 0
/// --- stdout
/// …
/// --- stderr
/// …
/// ```
/// Run `scripts/update-goldens` to rewrite the expectations
/// after an intended change, then review the diff.
struct GoldenCase: CustomStringConvertible {
  let name: String
  let url: URL
  let comments: [String]
  let arguments: [String]
  let environment: [String: String]
  /// Files copied into a scratch folder the command runs in (`copy FROM TO`): a write command
  /// changes its copy, and the golden file holds what the copy became (`--- file TO`).
  let copies: [(from: String, to: String)]
  let expected: CatalogProcess.Outcome
  let expectedFiles: [String: String]

  var description: String { name }

  static let folder = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden")

  static func all() throws -> [GoldenCase] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".golden") }
      .sorted()
      .map { try GoldenCase(url: folder.appendingPathComponent($0)) }
  }

  init(url: URL) throws {
    self.url = url
    name = url.deletingPathExtension().lastPathComponent
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    let stdoutMarker = "--- stdout\n"
    let stderrMarker = "\n--- stderr\n"
    let headerEnd = text.range(of: stdoutMarker)
    let header = headerEnd.map { String(text[..<$0.lowerBound]) } ?? text
    var comments: [String] = []
    var arguments: [String]?
    var environment: [String: String] = [:]
    var status: Int32 = 0
    var copies: [(String, String)] = []
    for line in header.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("copy ") {
        let words = try ShellWords.split(String(line.dropFirst("copy ".count)))
        guard words.count == 2 else { throw Malformed(file: url.lastPathComponent, line: String(line)) }
        copies.append((words[0], words[1]))
      } else if line.hasPrefix("#") {
        comments.append(String(line))
      } else if line.hasPrefix("$ catalog") {
        arguments = try ShellWords.split(String(line.dropFirst("$ catalog".count)))
      } else if line.hasPrefix("env "), let equals = line.firstIndex(of: "=") {
        environment[String(line[line.index(line.startIndex, offsetBy: 4)..<equals])] =
          String(line[line.index(after: equals)...])
      } else if line.hasPrefix("status "), let value = Int32(line.dropFirst("status ".count)) {
        status = value
      } else {
        throw Malformed(file: url.lastPathComponent, line: String(line))
      }
    }
    guard let arguments else { throw Malformed(file: url.lastPathComponent, line: "no \"$ catalog …\" line") }
    self.comments = comments
    self.arguments = arguments
    self.environment = environment
    self.copies = copies
    var stdout = ""
    var stderr = ""
    var files: [String: String] = [:]
    if let headerEnd {
      var body = text[headerEnd.upperBound...]
      // Trailing `--- file NAME` sections, each to the next.
      while let marker = body.range(of: "\n--- file ", options: .backwards) {
        let rest = body[marker.upperBound...]
        let name = String(rest.prefix { $0 != "\n" })
        files[name] = String(rest.dropFirst(name.count + 1))
        body = body[..<marker.lowerBound]
        body = body + "\n"
      }
      if let split = body.range(of: stderrMarker) {
        stdout = String(body[..<split.lowerBound])
        stderr = String(body[split.upperBound...])
      } else if body.hasPrefix("--- stderr\n") {
        stderr = String(body.dropFirst("--- stderr\n".count))
      } else {
        stdout = String(body)
      }
      // The marker line's own newline is not output; outputs are stored with their final newline.
      if !stdout.isEmpty { stdout += "\n" }
    }
    expected = CatalogProcess.Outcome(status: status, stdout: stdout, stderr: stderr)
    expectedFiles = files
  }

  func serialised(with outcome: CatalogProcess.Outcome, files: [String: String] = [:]) -> String {
    var text = comments.map { $0 + "\n" }.joined()
    for copy in copies { text += "copy \(ShellWords.quote(copy.from)) \(ShellWords.quote(copy.to))\n" }
    text += "$ catalog " + arguments.map(ShellWords.quote).joined(separator: " ") + "\n"
    for (key, value) in environment.sorted(by: { $0.key < $1.key }) { text += "env \(key)=\(value)\n" }
    text += "status \(outcome.status)\n"
    text += "--- stdout\n"
    if !outcome.stdout.isEmpty {
      text += outcome.stdout.hasSuffix("\n") ? String(outcome.stdout.dropLast()) : outcome.stdout
    }
    text += (outcome.stdout.isEmpty ? "" : "\n") + "--- stderr\n" + outcome.stderr
    for copy in copies {
      let content = files[copy.to] ?? ""
      text += (text.hasSuffix("\n") ? "" : "\n") + "--- file \(copy.to)\n" + content
    }
    return text
  }

  struct Malformed: Error, CustomStringConvertible {
    let file: String
    let line: String
    var description: String { "\(file): cannot read golden header line: \(line)" }
  }
}
