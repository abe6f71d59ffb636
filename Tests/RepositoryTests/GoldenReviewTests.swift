import Foundation
import Testing

/// `scripts/update-goldens` keeps rewritten goldens only when a person has seen them: outside a
/// terminal, only with `--accept` (`scripts/review-goldens` does the showing and asking).
struct GoldenReviewTests {
  /// A folder of goldens before and after a rewrite: one changed, one new, one gone, one alike.
  private static func rewritten() throws -> URL {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-\(UUID().uuidString)")
    let files = [
      "before/Golden/changed.golden": "price 5.53\n", "Golden/changed.golden": "price 5.529999999999999\n",
      "Golden/new.golden": "a new command\n",
      "before/Golden/gone.golden": "a removed command\n",
      "before/Golden/same.golden": "same\n", "Golden/same.golden": "same\n",
      "before/page.1": ".TH CATALOG 1\n", "page.1": ".TH CATALOG 1\n",
    ]
    for (path, text) in files {
      let url = work.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return work
  }

  private static func read(_ work: URL, _ path: String) -> String? {
    try? String(contentsOf: work.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func inAPipeChangedGoldensAreListedAndPutBack() throws {
    let work = try Self.rewritten()
    defer { try? FileManager.default.removeItem(at: work) }
    let ran = try RepositoryScript.run("review-goldens", ["before", "Golden", "page.1"], in: work)
    #expect(ran.status == 1)
    #expect(ran.errors.contains("error: 3 goldens would change:"), "\(ran.errors)")
    for name in ["changed", "new", "gone"] { #expect(ran.errors.contains("Golden/\(name).golden"), "\(name)") }
    #expect(!ran.errors.contains("same.golden") && !ran.errors.contains("page.1"))
    #expect(Self.read(work, "Golden/changed.golden") == "price 5.53\n")
    #expect(Self.read(work, "Golden/new.golden") == nil)
    #expect(Self.read(work, "Golden/gone.golden") == "a removed command\n")
  }

  @Test func acceptedTheyAreKept() throws {
    let work = try Self.rewritten()
    defer { try? FileManager.default.removeItem(at: work) }
    let ran = try RepositoryScript.run("review-goldens", ["--accept", "before", "Golden", "page.1"], in: work)
    #expect(ran.status == 0, "\(ran.errors)")
    #expect(ran.output.contains("kept 3 changed goldens (--accept)"))
    #expect(Self.read(work, "Golden/changed.golden") == "price 5.529999999999999\n")
    #expect(Self.read(work, "Golden/new.golden") == "a new command\n")
    #expect(Self.read(work, "Golden/gone.golden") == nil)
  }

  @Test func unchangedGoldensNeedNoAnswer() throws {
    let work = try Self.rewritten()
    defer { try? FileManager.default.removeItem(at: work) }
    let ran = try RepositoryScript.run("review-goldens", ["before", "Golden/same.golden", "page.1"], in: work)
    #expect(ran.status == 0, "\(ran.errors)")
    #expect(ran.output.contains("no golden changed"))
  }
}
