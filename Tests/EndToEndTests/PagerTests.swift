import Foundation
import Testing

/// Long output on a terminal goes through the pager the environment names; never in a pipe,
/// never with --no-pager, and a pager that quits early is no error.
@Suite(.serialized) struct PagerTests {
  /// The screen once the shell reports the end, and the status it reported.
  static func run(_ arguments: [String], environment: [String: String]) throws -> (lines: [String], status: String)? {
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: arguments, environment: environment) else {
      return nil
    }
    let lines = try session.waitFor("the program's end") { lines in lines.contains { $0.hasPrefix("EXITED ") } }
    return (lines, lines.first { $0.hasPrefix("EXITED ") } ?? "")
  }

  @Test func catalogPagerTakesTheOutputOnATerminal() throws {
    guard
      let result = try Self.run(["list", "-L", "3"], environment: ["CATALOG_PAGER": "sed 's/^/PAGED:/'"])
    else { return }
    #expect(result.status == "EXITED 0")
    let paged = result.lines.filter { $0.hasPrefix("PAGED:") }
    #expect(paged.count == 5, "a heading, three rows and the count: \(result.lines)")
    #expect(paged.contains { $0.contains("Essence Mascara Lash Princess") })
  }

  @Test func pagerIsTheFallbackAndShowIsPagedToo() throws {
    guard let result = try Self.run(["show", "1"], environment: ["PAGER": "sed 's/^/P2:/'"]) else { return }
    #expect(result.status == "EXITED 0")
    #expect(result.lines.contains { $0.hasPrefix("P2:") && $0.contains("Essence Mascara Lash Princess") })
  }

  @Test func noPagerAndAnEmptyCatalogPagerWriteToTheTerminal() throws {
    for (arguments, environment) in [
      (["list", "-L", "3", "--no-pager"], ["CATALOG_PAGER": "sed 's/^/PAGED:/'"]),
      (["categories"], ["CATALOG_PAGER": "", "PAGER": "sed 's/^/PAGED:/'"]),
    ] {
      guard let result = try Self.run(arguments, environment: environment) else { return }
      #expect(result.status == "EXITED 0")
      #expect(!result.lines.contains { $0.contains("PAGED:") }, "\(arguments)")
      #expect(result.lines.count > 3)
    }
  }

  @Test func aPagerThatQuitsEarlyIsNoError() throws {
    guard
      let result = try Self.run(
        ["list", "-L", "0"],
        environment: ["CATALOG_PAGER": "head -n 1"])
    else { return }
    #expect(result.status == "EXITED 0")
    #expect(!result.lines.contains { $0.contains("error") })
    // Quits after two lines of a long JSON export: the rest is dropped, not an error.
    let big = try Self.run(["list", "-L", "0", "-o", "json"], environment: ["CATALOG_PAGER": "head -n 2"])
    #expect(big?.status == "EXITED 0")
    #expect(big.map { !$0.lines.contains { $0.contains("error") } } ?? false)
  }

  @Test func lessIsTheDefaultAndQuitsOnShortOutput() throws {
    guard Prerequisite.path(of: "less") != nil else {
      Prerequisite.missing("less is not installed (apt-get install less)")
      return
    }
    guard let result = try Self.run(["list", "-L", "3"], environment: ["PATH": "/usr/bin:/bin"]) else { return }
    #expect(result.status == "EXITED 0")
    #expect(result.lines.contains { $0.contains("Essence Mascara Lash Princess") })
  }

  @Test func outputInAPipeIsNeverPaged() throws {
    let outcome = try CatalogProcess.run(
      ["list", "-L", "2"], environment: ["CATALOG_PAGER": "sed 's/^/PAGED:/'", "PAGER": "sed 's/^/PAGED:/'"])
    #expect(outcome.status == 0)
    #expect(!outcome.stdout.contains("PAGED:"))
    #expect(outcome.stdout.split(separator: "\n").count == 2)
  }
}
