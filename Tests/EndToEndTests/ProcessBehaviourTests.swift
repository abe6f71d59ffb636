import Foundation
import Testing

/// End-to-end behaviour that golden files cannot express: where the binary lives, who runs it,
/// and what it does on a real terminal.
@Suite struct ProcessBehaviourTests {
  @Test func aBinaryCopiedAloneStillHasItsCatalog() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-alone-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("catalog")
    try FileManager.default.copyItem(at: CatalogProcess.binary, to: copy)
    let outcome = try CatalogProcess.run(["list", "-L", "0"], executable: copy)
    #expect(outcome.status == 0)
    #expect(outcome.stdout.split(separator: "\n").count == 194)
  }

  @Test func aCatalogCanComeFromAPipe() throws {
    // A pipe cannot be memory-mapped: the source reads it into memory instead.
    let catalog = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/envelope.json")
    let piped = try CatalogProcess.run(
      ["-c", "cat '\(catalog.path)' | '\(CatalogProcess.binary.path)' list --sort price --source /dev/stdin"],
      executable: URL(fileURLWithPath: "/bin/sh"))
    let direct = try CatalogProcess.run(["list", "--sort", "price", "--source", catalog.path])
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(piped.stdout == direct.stdout)
    #expect(piped.stdout.split(separator: "\n").count == 3)
  }

  @Test func anUnreadableSourceSaysPermissionDenied() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-locked-\(UUID().uuidString).json")
    try Data("[]".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
    // Root reads any file, so as root the binary runs as "nobody" to meet the permission check.
    var wrapper: [String] = []
    if getuid() == 0 {
      guard let setpriv = Prerequisite.require("setpriv", installHint: "apt-get install util-linux") else { return }
      wrapper = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
      let copy = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-nobody-\(UUID().uuidString)")
      try FileManager.default.copyItem(at: CatalogProcess.binary, to: copy)
      defer { try? FileManager.default.removeItem(at: copy) }
      let outcome = try CatalogProcess.run(["list", "--source", file.path], executable: copy, wrapper: wrapper)
      expectPermissionDenied(outcome, path: file.path)
    } else {
      expectPermissionDenied(try CatalogProcess.run(["list", "--source", file.path]), path: file.path)
    }
  }

  private func expectPermissionDenied(_ outcome: CatalogProcess.Outcome, path: String) {
    #expect(outcome.status == 1)
    #expect(outcome.stdout.isEmpty)
    #expect(outcome.stderr == "error: cannot read \(path): permission denied\nhint: check the file's permissions\n")
  }

  /// Runs the binary on a pseudo-terminal (util-linux `script`), where it must behave as for a person;
  /// with no pager (PagerTests has those), so what is checked is the program's own output.
  private func onTerminal(_ arguments: String, environment: [String: String] = [:]) throws -> CatalogProcess.Outcome? {
    guard let script = Prerequisite.require("script", installHint: "apt-get install bsdutils") else { return nil }
    return try CatalogProcess.run(
      ["-qec", "stty cols 100 2>/dev/null; \(CatalogProcess.binary.path) \(arguments)", "/dev/null"],
      environment: ["TERM": "xterm", "CATALOG_PAGER": ""].merging(environment) { $1 },
      executable: URL(fileURLWithPath: script))
  }

  @Test func onATerminalListIsAColouredTableFittedToTheWindow() throws {
    guard let outcome = try onTerminal("list -L 3") else { return }
    let lines = outcome.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n")
    #expect(outcome.status == 0)
    #expect(lines.first?.contains("\u{1B}[1mTITLE\u{1B}[0m") == true)
    #expect(lines.last?.contains("Showing 1–3 of 194 products") == true)
  }

  @Test func onATerminalNoColorTurnsStylesOff() throws {
    guard let outcome = try onTerminal("list -L 3", environment: ["NO_COLOR": "1"]) else { return }
    #expect(outcome.stdout.contains("TITLE"))
    #expect(!outcome.stdout.contains("\u{1B}["))
  }

  @Test func onATerminalAnUnknownCategoryGetsAHint() throws {
    guard let outcome = try onTerminal("list -c smartphone", environment: ["NO_COLOR": "1"]) else { return }
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("did you mean \"smartphones\"? run \"catalog categories\" to see them all"))
  }
}
