import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Output that cannot be written is an error, never a cut-off file with exit status 0.
@Suite struct OutputFailureTests {
  private func shell(_ command: String) throws -> CatalogProcess.Outcome {
    try CatalogProcess.run(["-c", command], executable: URL(fileURLWithPath: "/bin/sh"))
  }

  private var binary: String { ShellWords.quote(CatalogProcess.binary.path) }

  private func expectWriteError(_ outcome: CatalogProcess.Outcome, _ reason: String) {
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(outcome.stderr.hasPrefix("error: cannot write output: \(reason)\nhint: "), "\(outcome.stderr)")
  }

  @Test func devFullIsAFullDisk() throws {
    expectWriteError(try shell("\(binary) list -L 0 -o json > /dev/full"), "no space left on the device")
  }

  @Test func aClosedStandardOutputIsReported() throws {
    expectWriteError(try shell("\(binary) list >&-"), "standard output is closed")
    // Nothing may land in a file opened after stdout was closed: the source is read, then output.
    let copy = FileManager.default.temporaryDirectory.appendingPathComponent("closed-\(UUID().uuidString).json")
    try FileManager.default.copyItem(
      at: CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/minimal.json"), to: copy)
    defer { try? FileManager.default.removeItem(at: copy) }
    let before = try Data(contentsOf: copy)
    expectWriteError(
      try shell("\(binary) list --source \(ShellWords.quote(copy.path)) >&-"), "standard output is closed")
    #expect(try Data(contentsOf: copy) == before)
  }

  @Test func aFileSizeLimitIsAnErrorNotACoreDump() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("limited-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    expectWriteError(
      try shell("ulimit -f 8; \(binary) list -L 0 -o json > \(ShellWords.quote(file.path))"),
      "the file is larger than this process may write (ulimit -f)")
  }

  /// A real full file system: a 64 KB tmpfs when this test may mount one (root, in a container
  /// that allows it).
  @Test func aFullFileSystemIsReported() throws {
    let mountPoint = FileManager.default.temporaryDirectory.appendingPathComponent("full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: mountPoint) }
    let mounted = try shell("mount -t tmpfs -o size=64k tmpfs \(ShellWords.quote(mountPoint.path)) 2>&1")
    guard mounted.status == 0 else {
      // Without the right to mount, the file-size limit above proves the same path.
      print("note: no tmpfs (\(mounted.stdout.trimmingCharacters(in: .whitespacesAndNewlines))); ulimit -f covers it")
      return
    }
    defer { _ = try? shell("umount \(ShellWords.quote(mountPoint.path))") }
    let target = mountPoint.appendingPathComponent("products.json")
    let outcome = try shell("\(binary) list -L 0 -o json > \(ShellWords.quote(target.path))")
    expectWriteError(outcome, "no space left on the device")
  }

  @Test func aBrokenPipeIsAQuiet141() throws {
    // Large enough that the pipe fills before `head` goes away.
    let piped = try CatalogProcess.run(
      ["-c", "\(binary) list -L 0 -o json | head -c 10 > /dev/null; echo ${PIPESTATUS[0]}"],
      executable: URL(fileURLWithPath: "/bin/bash"))
    #expect(piped.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "141")
    #expect(piped.stderr.isEmpty, "\(piped.stderr)")
  }
}
