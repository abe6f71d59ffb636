import Foundation
import Testing

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
      (["c"], ["cache", "categories", "completion", "convert", "currencies"]),
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
    let commands = ["list", "show", "categories", "browse", "add", "edit", "delete", "cache", "completion", "man"]
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
