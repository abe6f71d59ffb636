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
    /// `arguments` come as $3, $4… ($2 is the binary, as the wrapper passes it).
    func shell(_ script: String, arguments: [String] = []) throws -> CatalogProcess.Outcome {
      try CatalogProcess.run(
        arguments,
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
      #"name=$(printf 'lat\351.json'); cp "$FIXTURE" "$name"; "#
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

  /// A write keeps the file's group (for a writer in that group, not only for root), its setgid
  /// bit, its ACL and its extended attributes.
  @Test func aWriteKeepsGroupSetgidACLAndAttributes() throws {
    guard Prerequisite.require("setfacl", installHint: "apt-get install acl") != nil,
      Prerequisite.require("setfattr", installHint: "apt-get install attr") != nil,
      let setpriv = Prerequisite.require("setpriv", installHint: "apt-get install util-linux")
    else { return }
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      """
      cp "$FIXTURE" c.json && chgrp 100 c.json && chmod 2664 c.json
      setfacl -m u:65534:rw c.json && setfattr -n user.note -v kept c.json
      catalog edit 1 --price 3 --source c.json >/dev/null || exit 9
      stat -c 'root: %g %a' c.json; getfacl -nc c.json | grep '^user:65534:'; getfattr --only-values -n user.note c.json; echo
      mkdir shared && chown 65534:100 shared && cp "$FIXTURE" shared/c.json && chown 65534:100 shared/c.json
      chmod 664 shared/c.json
      \(setpriv) --reuid=65534 --regid=65534 --groups=100 "$(command -v catalog)" edit 1 --price 3 --source shared/c.json >/dev/null || exit 8
      stat -c 'member: %u %g %a' shared/c.json
      """)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout == "root: 100 2664\nuser:65534:rw-\nkept\nmember: 65534 100 664\n")
  }

  /// A file with other names (hard links) is refused: replacing it would change one name only.
  @Test func aFileWithHardLinksIsRefusedAndLeftAsItWas() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      #"cp "$FIXTURE" c.json && ln c.json other.json; catalog edit 1 --price 3 --source c.json; echo "status $?"; "#
        + #"cmp -s "$FIXTURE" c.json && cmp -s "$FIXTURE" other.json && echo UNCHANGED"#)
    #expect(outcome.stdout == "status 1\nUNCHANGED\n")
    #expect(outcome.stderr.hasPrefix("error: cannot write c.json: it has 2 names (hard links)"), "\(outcome.stderr)")
  }

  /// A `--from` document larger than any product's text is refused from its size, unread, and a
  /// stream is cut at the same size (issue 37: up to 2 GiB was read first).
  @Test func aFromDocumentLargerThanAProductIsRefusedUnread() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      #"cp "$FIXTURE" c.json && truncate -s 3G big.json; catalog edit 1 --from big.json --source c.json; "#
        + #"echo "status $?"; { printf '{'; head -c 2000000 /dev/zero | tr '\0' ' '; } | catalog edit 1 --from - --source c.json; echo "status $?"; "#
        + #"cmp -s "$FIXTURE" c.json && echo UNCHANGED"#)
    #expect(outcome.stdout == "status 1\nstatus 1\nUNCHANGED\n", "\(outcome.stderr)")
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.filter { $0.hasSuffix("it is larger than 1 MiB, and one product's text is a few KB") }.count == 2)
  }

  /// `/dev/stdin` is standard input by another name: `list` reads it, a change is refused as one
  /// to `-` is.
  @Test func standardInputByItsDeviceNameIsReadButNeverWritten() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      #"cat "$FIXTURE" | catalog list --source /dev/stdin | wc -l; "#
        + #"cat "$FIXTURE" | catalog edit 1 --price 3 --source /dev/stdin; echo "status $?""#)
    #expect(outcome.stdout.hasSuffix("status 1\n"), "\(outcome.stdout)")
    #expect(outcome.stdout.hasPrefix("3\n"), "the three products of the fixture: \(outcome.stdout)")
    #expect(outcome.stderr.hasPrefix("error: cannot change /dev/stdin: it is a stream"), "\(outcome.stderr)")
  }

  /// The change of `edit --dry-run -o json` is printed as `add` prints its own: the product as it
  /// would be saved, with nothing written.
  @Test func aDryRunEditPrintsTheProductItWouldSave() throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      #"cp "$FIXTURE" c.json; catalog edit 1 --price 3 --dry-run -o json --source c.json; "#
        + #"cmp -s "$FIXTURE" c.json && echo UNCHANGED"#)
    #expect(outcome.stdout.hasPrefix("{\n  \"id\": 1,\n"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("\"price\": 3,"))
    #expect(outcome.stdout.hasSuffix("}\nUNCHANGED\n"))
  }

  /// A `--from` document that is not an object is a mistake of the command line (exit 2), named
  /// as a change, not a catalog; an id given as null is refused, not "no changes".
  @Test(arguments: [
    ("[1]", "error: standard input is not a valid change: expected a JSON object"),
    ("{\"price\": ", "error: standard input is not a valid change: invalid JSON"),
    ("{\"id\": null}", "  id \"null\": the id of a product cannot change"),
    ("{\"id\": 2}", "  id \"2\": the id of a product cannot change"),
  ])
  func aChangeThatIsNotOneIsAUsageError(document: String, said: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      #"cp "$FIXTURE" c.json; printf '%s' "$3" | catalog edit 1 --from - --source c.json; echo "status $?"; "#
        + #"cmp -s "$FIXTURE" c.json && echo UNCHANGED"#,
      arguments: [document])
    #expect(outcome.stdout == "status 2\nUNCHANGED\n")
    #expect(outcome.stderr.contains(said), "\(outcome.stderr)")
  }

  /// One id rule for every command: a product whose id is under 1 is not listed (a catalog
  /// holding one is said to be malformed there), as `show` refuses such an id.
  @Test(arguments: ["0", "-3"])
  func anIdUnderOneIsRefusedByListAsByShow(id: String) throws {
    let folder = try Folder()
    defer { folder.remove() }
    let outcome = try folder.shell(
      "printf '[{\"id\": 2, \"title\": \"Two\", \"price\": 1}, {\"id\": \(id), \"title\": \"Bad\", \"price\": 1}]' > c.json; "
        + #"catalog list --source c.json; echo "status $?"; catalog show \#(id) --source c.json; echo "status $?""#)
    #expect(outcome.stdout == "status 1\nstatus 2\n", "\(outcome.stdout)")
    #expect(
      outcome.stderr.contains("is not a valid catalog at [1].id: expected a whole number of 1 or more, found \(id)"))
  }
}
