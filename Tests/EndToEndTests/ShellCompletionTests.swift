import Foundation
import Testing

@testable import ExternalInterfaces

/// `catalog completion bash` loaded into a real bash: what pressing Tab would offer, asked of the
/// completion function as bash's readline asks it (`COMP_WORDS`, `COMP_CWORD`).
@Suite struct ShellCompletionTests {
  /// What the script completes for each command line, the last word being the one completed;
  /// `catalog` itself is on PATH, as it is for a person who installed it.
  static func completions(_ lines: [[String]]) throws -> [[String]] {
    let script = try CatalogProcess.run(["completion", "bash"]).stdout
    var program =
      script + """
        complete_line() {
          COMP_WORDS=("$@")
          COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
          COMPREPLY=()
          _catalog 2>/dev/null
          printf '%s\\n' "${COMPREPLY[@]}" | sort
          echo '--'
        }

        """
    for line in lines {
      program += "complete_line " + (["catalog"] + line).map(quoted).joined(separator: " ") + "\n"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["--norc", "--noprofile", "-c", program]
    process.environment = [
      "PATH": CatalogProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "LANG": "C.UTF-8",
    ]
    process.currentDirectoryURL = CatalogProcess.packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    var answers: [[String]] = [[]]
    for row in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
      if row == "--" {
        answers.append([])
      } else if !row.isEmpty {
        answers[answers.count - 1].append(String(row))
      }
    }
    return Array(answers.dropLast())
  }

  private static func quoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  @Test func completesCommandsFlagsAndTheirValues() throws {
    let writable = "Tests/EndToEndTests/Fixtures/writable.json"
    let cases: [(line: [String], expected: [String])] = [
      (["li"], ["list"]),
      (["c"], CommandTable.catalog.specs.flatMap(\.allNames).filter { $0.hasPrefix("c") }.sorted()),
      (["list", "--so"], ["--sort", "--source"]),
      (["list", "--sort", "r"], ["rating"]),
      (["list", "-o", "j"], ["json", "jsonl"]),
      (["list", "--order", ""], ["asc", "desc"]),
      (["ls", "-c", "sm"], ["smartphones"]),
      (["list", "--source", writable, "--category", ""], ["home-decoration", "stationery"]),
      (["list", "--fields", "id,ti"], ["id,title"]),
      (["cache", ""], ["build", "clean", "info"]),
      (["completion", ""], ["bash", "fish", "zsh"]),
      (["edit", "5", "--pr"], ["--price"]),
      (["add", "--category", "lap"], ["laptops"]),
      (["rm", "5", "--y"], ["--yes"]),
      (["show", "1", "--json"], ["--json"]),
      (["list", "--limit", ""], []),
      (
        ["list", "--source", "Tests/EndToEndTests/Fixtures/writ"],
        ["Tests/EndToEndTests/Fixtures/writable-compact.json", writable]
      ),
    ]
    let answers = try Self.completions(cases.map(\.line))
    for (index, entry) in cases.enumerated() {
      #expect(answers[index] == entry.expected, "catalog \(entry.line.joined(separator: " "))<Tab>")
    }
  }

  /// Each command completes exactly the flags its help lists: two forms of one specification.
  @Test func everyCommandCompletesTheFlagsItsHelpLists() throws {
    let commands = CommandTable.catalog.specs.map(\.name)
    let answers = try Self.completions(commands.map { [$0, "--"] })
    for (command, completed) in zip(commands, answers) {
      let help = try CatalogProcess.run([command, "--help"]).stdout
      let listed = help.split(separator: "\n").compactMap { line -> String? in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("-") else { return nil }
        return trimmed.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init)
      }
      #expect(completed == Set(listed).sorted(), "catalog \(command) --<Tab>")
      #expect(!completed.isEmpty)
    }
  }
}

/// A catalog is anyone's text: its category slugs, offered after `--category`, must never be run,
/// expanded or globbed by the shell that completes them, in any of the three shells' scripts, and
/// whether the catalog is named by `--source` or by `CATALOG_SOURCE`.
@Suite struct HostileCompletionTests {
  static let hostileSlugs = [
    "$(touch pwned-dollar)", "`touch pwned-backtick`", "a;touch pwned-semicolon", "x$(touch pwned-inner)y",
    "*", "safe-one", "two words", "'$(touch pwned-quoted)'", "s\\", "--help", "sé", "-rf", "--evil",
  ]

  /// A scratch directory holding a catalog whose categories are `hostileSlugs`.
  static func scratch() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-complete-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let products = hostileSlugs.enumerated().map { index, slug in
      ["id": index + 1, "title": "t", "price": 1, "category": slug] as [String: Any]
    }
    try JSONSerialization.data(withJSONObject: ["products": products])
      .write(to: directory.appendingPathComponent("evil.json"))
    try Data("[]".utf8).write(to: directory.appendingPathComponent("my catalog.json"))
    return directory
  }

  /// Runs `program` in `shell` inside `directory`, with the script and `catalog` at hand.
  static func run(_ shell: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:])
    throws -> String
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments
    process.environment = [
      "PATH": CatalogProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin", "LANG": "C.UTF-8",
      "HOME": directory.path,
    ].merging(environment) { $1 }
    process.currentDirectoryURL = directory
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// What each shell offers after `catalog list [--source evil.json] --category <Tab>`.
  static func offered(by shell: String, source: String?, in directory: URL) throws -> [String]? {
    let path = shell == "bash" ? "/bin/bash" : "/usr/bin/\(shell)"
    guard Prerequisite.require(shell, installHint: "apt-get install \(shell)") != nil else { return nil }
    let script = try CatalogProcess.run(["completion", shell]).stdout
    try Data(script.utf8).write(to: directory.appendingPathComponent("script"))
    let line = ["catalog", "list"] + (source.map { ["--source", $0] } ?? []) + ["--category"]
    let environment = source == nil ? ["CATALOG_SOURCE": "evil.json"] : [:]
    let output: String
    switch shell {
    case "bash":
      let words = (line + [""]).map { "'\($0)'" }.joined(separator: " ")
      output = try run(
        path,
        [
          "--norc", "--noprofile", "-c",
          "source ./script; COMP_WORDS=(\(words)); COMP_CWORD=\(line.count); _catalog; printf '%s\\n' \"${COMPREPLY[@]}\"",
        ], in: directory, environment: environment)
    case "zsh":
      // zsh's own bashcompinit runs the script (`_bash_complete`), with compsys's builtins
      // replaced by functions that print what would be offered.
      let words = (line + [""]).map { "'\($0)'" }.joined(separator: " ")
      output = try run(
        path,
        [
          "-f", "-c",
          """
          compdef() { :; }
          source ./script
          compadd() { while [[ $# -gt 0 && $1 != - ]]; do shift; done; shift; print -r -l -- "$@" }
          compset() { return 1 }
          _default() { return 1 }
          words=(\(words)); CURRENT=\(line.count + 1)
          _bash_complete -o default -F _catalog
          """,
        ], in: directory, environment: environment)
    default:
      output = try run(
        path, ["--no-config", "-c", "source ./script; complete -C'\(line.joined(separator: " ")) '"],
        in: directory, environment: environment)
    }
    return output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
  }

  @Test(arguments: ["bash", "zsh", "fish"], [true, false])
  func categorySlugsAreOfferedNeverRun(shell: String, namedBySource: Bool) throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    guard let offered = try Self.offered(by: shell, source: namedBySource ? "evil.json" : nil, in: directory) else {
      return
    }
    #expect(offered == ["safe-one"], "\(shell) offers only what the slug rule allows: never a word taken for an option")
    let made = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("pwned") }
    #expect(made.isEmpty, "\(shell) ran catalog text: \(made)")
  }

  /// File names are replies as they are: one reply per file, never split at a space or globbed.
  @Test func aFileNameWithASpaceIsOneReply() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = try CatalogProcess.run(["completion", "bash"]).stdout
    try Data(script.utf8).write(to: directory.appendingPathComponent("script"))
    let output = try Self.run(
      "/bin/bash",
      [
        "--norc", "-c",
        "source ./script; COMP_WORDS=(catalog list --source my); COMP_CWORD=3; _catalog; printf '[%s]\\n' \"${COMPREPLY[@]}\"",
      ], in: directory)
    #expect(output == "[my catalog.json]\n")
  }
}
