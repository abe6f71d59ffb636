import Foundation
import Testing

/// The write side, tried as a clumsy user would: names and values that are not UTF-8, what a
/// write keeps of the file's metadata, and the answers of edge cases.
@Suite struct WriteHardeningTests {
  /// A scratch folder with the writable fixture copied in.
  struct Folder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("write-hardening-\(UUID().uuidString)")
    static let fixture = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/writable.json")

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Runs `script` in bash in the folder, with `catalog` on PATH and the fixture as $FIXTURE.
    func shell(_ script: String) throws -> CatalogProcess.Outcome {
      try CatalogProcess.run(
        [],
        environment: [
          "FIXTURE": Self.fixture.path,
          "PATH": CatalogProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin",
        ],
        wrapper: ["/bin/bash", "-c", "cd \"$1\" && " + script, "bash", url.path], directory: url)
    }
  }

  /// A Latin-1 file name (`lat\xe9.json`) is written in place by edit, add and delete: no file
  /// with a re-encoded name appears beside it.
  @Test(arguments: [
    "edit 1 --price 3", "add --title Lamp --price 3 --category lighting", "delete 1 --yes",
  ])
  func aFileNameThatIsNotUTF8IsWrittenInPlace(command: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      #"name=$(printf 'lat\351.json'); cp "$FIXTURE" "$name"; shift; "#
        + "catalog \(command) --source \"$name\" && ls -A | od -An -c | tr -d ' \\n'; echo; "
        + #"cmp -s "$FIXTURE" "$name" && echo UNCHANGED; true"#)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    // `ls -A` through `od -c`: the one entry, its byte \351 as it was, and ls's newline.
    #expect(lines.contains(#"lat351.json\n"#), "one file, its name's bytes kept: \(lines)")
    #expect(!lines.contains("UNCHANGED"), "the named file itself was changed")
  }

  /// A value that is not UTF-8 cannot be a product's text: refused (exit 2), nothing written.
  @Test func aValueThatIsNotUTF8IsRefused() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      #"cp "$FIXTURE" c.json; catalog edit 1 --title "$(printf 'T\351st')" --source c.json; echo "status $?"; "#
        + #"cmp -s "$FIXTURE" c.json && echo UNCHANGED"#)
    #expect(outcome.stdout == "status 2\nUNCHANGED\n")
    #expect(outcome.stderr.hasPrefix("error: the value of --title is not UTF-8 text\nhint: "))
  }
}
