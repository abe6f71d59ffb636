import BusinessLogic
import DomainEntities
import Foundation
import Testing

@testable import ExternalInterfaces

/// The completion scripts filter category slugs with `ShellCompletion.slugPattern`, a second form
/// of the slug rule (`CategorySlug.isWellFormed`): each shell's own regular-expression engine, in
/// a UTF-8 locale, must accept exactly the words the rule accepts.
@Suite struct SlugPatternTests {
  static let candidates: [String] = {
    var words = [
      "", "laptops", "home-decoration", "a1-", "-", "-rf", "--evil", "9-lives", "Laptops", "é", "aé", "ß", "\u{212A}",
      "ı", "ａ", "a b",
    ]
    for byte in UInt8(0x20)...UInt8(0x7E) {
      let text = String(decoding: [byte], as: UTF8.self)
      words += [text, "a" + text + "z"]
    }
    return words
  }()

  /// Which candidates the shell accepts, one answer line (1 or 0) per candidate.
  static func accepted(by shell: String, program: String) throws -> [Bool]? {
    guard FileManager.default.isExecutableFile(atPath: shell) else {
      if ProcessInfo.processInfo.environment["CI"] == "true" {
        Issue.record("\(shell) is not installed; scripts/install-test-tools installs it")
      }
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = ["-c", program, "sh"] + candidates
    process.environment = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map { $0 == "1" }
  }

  @Test(arguments: [
    ("/bin/bash", "for w; do [[ $w =~ \(ShellCompletion.slugPattern) ]] && echo 1 || echo 0; done"),
    ("/usr/bin/zsh", "for w; do [[ $w =~ '\(ShellCompletion.slugPattern)' ]] && echo 1 || echo 0; done"),
    (
      "/usr/bin/fish",
      "for w in $argv; string match -q -r -- '\(ShellCompletion.slugPattern)' $w; and echo 1; or echo 0; end"
    ),
  ])
  func eachShellAcceptsExactlyTheWellFormedSlugs(shell: String, program: String) throws {
    guard var answers = try Self.accepted(by: shell, program: program) else { return }
    // fish has no $0: the name given for it is the first of $argv.
    if shell.hasSuffix("fish") { answers = Array(answers.dropFirst()) }
    let expected = Self.candidates.map(CategorySlug.isWellFormed)
    #expect(answers.count == expected.count, "\(shell) answered for every word")
    for (word, (shellSays, ruleSays)) in zip(Self.candidates, zip(answers, expected)) where shellSays != ruleSays {
      Issue.record("\(shell) \(shellSays ? "accepts" : "refuses") \(word.debugDescription); the rule does not")
    }
    #expect(expected.contains(true) && expected.contains(false))
  }
}
