import Foundation
import Testing

/// `add`, `edit` and `delete` against real servers on loopback: the DummyJSON-contract server
/// (writes kept in memory, and prefixes that refuse, simulate or redirect them) and a real
/// Datasette 1.0 alpha with tokens from `datasette create-token`. Every change is verified by
/// reading it back with the program itself, and no output of any command may hold the token.
@Suite(.serialized) struct ServerWriteTests {
  /// Runs `catalog` with `token` in `CATALOG_TOKEN`, and fails the test if the token, or
  /// `secret` (one given another way), appears in anything it printed.
  private static func run(
    _ arguments: [String], token: String? = nil, secret: String? = nil, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CatalogProcess.Outcome {
    var environment = environment
    if let token, environment["CATALOG_TOKEN"] == nil { environment["CATALOG_TOKEN"] = token }
    let outcome = try CatalogProcess.run(arguments, environment: environment)
    for secret in [token, secret, environment["CATALOG_TOKEN"]].compactMap({ $0 }) {
      #expect(!outcome.stdout.contains(secret), "the token reached standard output", sourceLocation: sourceLocation)
      #expect(!outcome.stderr.contains(secret), "the token reached standard error", sourceLocation: sourceLocation)
    }
    return outcome
  }

  private static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  // MARK: DummyJSON-contract server

  @Test func addEditAndDeleteOnADummyJSONServerAreReadBack() throws {
    let server = try TestServer.dummyJSON()
    let source = ["--source", server.url]
    let added = try Self.run(
      ["add", "--title", "Desk Lamp", "--price", "24.99", "--category", "home-decoration", "--tags", "desk,lamp"]
        + source)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout == "added product 195 \"Desk Lamp\"\n")
    let shown = try Self.json(try Self.run(["show", "195", "-o", "json"] + source).stdout)
    #expect(shown["title"] as? String == "Desk Lamp")
    #expect(shown["tags"] as? [String] == ["desk", "lamp"])

    let edited = try Self.run(["edit", "195", "--price", "19.5", "--brand", "Lumo"] + source)
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.hasPrefix("updated product 195: price 24.99 → 19.5"))
    // Only what changed is sent.
    let patch = server.logText.split(separator: "\n").filter { $0.hasPrefix("write PATCH /products/195 ") }
    #expect(patch.count == 1)
    let body = try Self.json(String(patch.first?.dropFirst("write PATCH /products/195 ".count) ?? ""))
    #expect(Set(body.keys) == ["price", "brand"])
    let reread = try Self.json(try Self.run(["show", "195", "-o", "json"] + source).stdout)
    #expect(reread["price"] as? Double == 19.5)
    #expect(reread["brand"] as? String == "Lumo")

    let deleted = try Self.run(["delete", "195", "--yes"] + source)
    #expect(deleted.status == 0, "\(deleted.stderr)")
    #expect(deleted.stdout == "deleted product 195 \"Desk Lamp\"\n")
    let gone = try Self.run(["show", "195"] + source)
    #expect(gone.status == 1)
    #expect(gone.stderr.contains("no product with id 195"))
  }

  @Test func aServerThatAnswersAsIfItKeptAChangeButDoesNotIsCaught() throws {
    let server = try TestServer.dummyJSON()
    let source = ["--source", server.url + "/simulated"]
    let cases: [([String], String)] = [
      (["add", "--title", "Lamp", "--price", "5", "--category", "lighting"], "but there is no product 195 afterwards"),
      (["edit", "3", "--price", "6"], "but product 3 reads back unchanged"),
      (["delete", "3", "--yes"], "but product 3 is still there"),
    ]
    for (arguments, words) in cases {
      let outcome = try Self.run(arguments + source)
      #expect(outcome.status == 1, "\(arguments)")
      #expect(outcome.stdout.isEmpty)
      #expect(outcome.stderr.contains(words), "\(outcome.stderr)")
      #expect(outcome.stderr.contains("the server does not keep changes"))
    }
  }

  @Test func theFieldsAServerRefusesAreShownOneByOne() throws {
    let server = try TestServer.dummyJSON()
    let outcome = try Self.run(["edit", "3", "--price", "2000", "--source", server.url + "/reject-fields"])
    #expect(outcome.status == 1)
    #expect(
      outcome.stderr.contains("refused the change (HTTP 400): Validation failed\n  price: must be below 1000\n"),
      "\(outcome.stderr)")
    #expect(outcome.stderr.contains("  title: is already taken"))
  }

  @Test func aRefusedChangeSaysWhetherATokenWasSent() throws {
    let server = try TestServer.dummyJSON()
    let source = ["--source", server.url + "/forbidden"]
    let anonymous = try Self.run(["delete", "3", "--yes"] + source)
    #expect(anonymous.status == 1)
    #expect(anonymous.stderr.contains("refused to delete a product: permission denied"), "\(anonymous.stderr)")
    #expect(
      anonymous.stderr.contains(
        "no token was sent: sign in with \"catalog auth login --source URL\", set CATALOG_TOKEN"))
    let withToken = try Self.run(["delete", "3", "--yes"] + source, token: "tok-\(UUID().uuidString)")
    #expect(withToken.stderr.contains("the token does not allow this change"), "\(withToken.stderr)")
  }

  @Test func aChangeToAProductTheServerDoesNotHaveSaysSo() throws {
    let server = try TestServer.dummyJSON()
    let outcome = try Self.run(["edit", "999", "--price", "1", "--source", server.url])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("no product with id 999"), "\(outcome.stderr)")
  }

  @Test func theTokenGoesOnlyToItsServerAndOnlyWithChanges() throws {
    let server = try TestServer.dummyJSON()
    let other = try TestServer.dummyJSON()
    let token = "tok-\(UUID().uuidString)"
    let changed = try Self.run(["edit", "3", "--price", "6", "--source", server.url], token: token)
    #expect(changed.status == 0, "\(changed.stderr)")
    let log = server.logText
    // Sent once, with the change, as a bearer token; the reads before and after went without.
    #expect(log.components(separatedBy: "auth Bearer sha256:").count == 2, "\(log)")
    #expect(!log.contains(token))

    // A change redirected to another port is not followed, and nothing reaches the other server.
    let redirected = try Self.run(
      ["edit", "3", "--price", "7", "--source", server.url + "/redirect-to/\(other.port)"], token: token)
    #expect(redirected.status == 1)
    #expect(
      redirected.stderr.contains("redirected the change to \(other.url)/products/3; it was not sent there"),
      "\(redirected.stderr)")
    // Reads follow the redirect, without the token.
    let read = try Self.run(["list", "-L", "2", "--source", server.url + "/redirect-to/\(other.port)"], token: token)
    #expect(read.status == 0, "\(read.stderr)")
    let otherLog = other.logText
    #expect(otherLog.contains("request /products"), "\(otherLog)")
    #expect(!otherLog.contains("auth "))
    #expect(!otherLog.contains("write "))
    #expect(!otherLog.contains(token))
    #expect(try Self.run(["show", "3", "--fields", "price", "--source", server.url]).stdout == "price: 6\n")
  }

  @Test func aTokenFileIsReadAndOneOthersCanReadIsWarnedAbout() throws {
    let server = try TestServer.dummyJSON()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let token = "tok-\(UUID().uuidString)"
    let file = folder.appendingPathComponent("token")
    try Data((token + "\n").utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let arguments = ["edit", "3", "--price", "6", "--token-file", file.path, "--source", server.url]
    let privateFile = try Self.run(arguments, secret: token)
    #expect(privateFile.status == 0, "\(privateFile.stderr)")
    #expect(privateFile.stderr.isEmpty)
    #expect(server.logText.contains("auth Bearer sha256:"))

    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let shared = try Self.run(
      ["edit", "3", "--price", "7", "--token-file", file.path, "--source", server.url], secret: token)
    #expect(shared.status == 0)
    #expect(shared.stderr.contains("warning: the token file can be read by other users (mode 644)"), "\(shared.stderr)")

    // A token given where a path belongs is not echoed back.
    let misplaced = try Self.run(
      ["edit", "3", "--price", "8", "--token-file", token, "--source", server.url], secret: token)
    #expect(misplaced.status == 2)
    #expect(misplaced.stderr.contains("cannot read the file given to --token-file: no such file"))

    // A token that would break the header it goes in is refused, and not shown either.
    let broken = try Self.run(
      ["edit", "3", "--price", "8", "--source", server.url], environment: ["CATALOG_TOKEN": "abc\r\nX-Evil: 1"])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("CATALOG_TOKEN does not hold one token"), "\(broken.stderr)")
    #expect(!broken.stderr.contains("X-Evil"))
  }

  // MARK: Datasette 1.0

  @Test func aFullTokenAddsEditsAndDeletesOnDatasette1() throws {
    guard let server = try TestServer.datasette1() else { return }
    let token = try TestServer.datasetteToken()
    let source = ["--source", server.url + "/catalog/products"]
    let added = try Self.run(
      [
        "add", "--title", "Desk Lamp", "--price", "24.99", "--category", "lighting", "--tags", "desk,lamp",
        "--dimensions", "10x20x5",
      ] + source, token: token)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.hasPrefix("added product 195 \"Desk Lamp\""))
    let shown = try Self.json(try Self.run(["show", "195", "-o", "json"] + source).stdout)
    #expect(shown["tags"] as? [String] == ["desk", "lamp"])
    #expect((shown["dimensions"] as? [String: Double])?["height"] == 20)

    let edited = try Self.run(["edit", "1", "--tags", "x,y", "--price", "8.5"] + source, token: token)
    #expect(edited.status == 0, "\(edited.stderr)")
    let reread = try Self.json(try Self.run(["show", "1", "-o", "json"] + source).stdout)
    #expect(reread["tags"] as? [String] == ["x", "y"])
    #expect(reread["price"] as? Double == 8.5)
    // The lists the edit left alone came back intact.
    #expect((reread["reviews"] as? [Any])?.count == 3)
    let listed = try Self.run(["list", "-S", "mascara", "--fields", "id,tags", "-o", "tsv"] + source)
    #expect(listed.stdout == "1\tx, y\n", "\(listed.stdout)\(listed.stderr)")

    let deleted = try Self.run(["delete", "195", "--yes"] + source, token: token)
    #expect(deleted.status == 0, "\(deleted.stderr)")
    #expect(try Self.run(["show", "195"] + source).status == 1)
    // A member the table has no column for: the server's own message, and nothing changed.
    let patch = FileManager.default.temporaryDirectory.appendingPathComponent("patch-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: patch) }
    try Data(#"{"supplier": "Acme", "price": 1}"#.utf8).write(to: patch)
    let unknown = try Self.run(["edit", "2", "--from", patch.path] + source, token: token)
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("refused the change (HTTP 400): no such column: supplier"), "\(unknown.stderr)")
    #expect(try Self.run(["show", "2", "--fields", "price"] + source).stdout == "price: 19.99\n")
    #expect(!server.logText.contains(token), "the token reached Datasette's logs")
  }

  /// A token that may insert rows but not view them: Datasette adds the row and answers without
  /// it. The command reports the product added, with its id, once; a second add adds a second.
  @Test func anInsertOnlyTokenAddsAndSaysWhichProductItAdded() throws {
    guard let server = try TestServer.datasette1() else { return }
    let source = ["--source", server.url + "/catalog/products"]
    let insertOnly = try TestServer.datasetteToken(actions: ["insert-row"])
    let added = try Self.run(
      ["add", "--title", "Lamp shade", "--price", "3", "--category", "lighting"] + source, token: insertOnly)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout == "added product 195 \"Lamp shade\"\n")
    let listed = try Self.run(["list", "--search", "lamp shade", "-o", "tsv", "--fields", "id,title"] + source)
    #expect(listed.stdout == "195\tLamp shade\n")
  }

  /// A DummyJSON-style server that keeps the product but answers without it.
  @Test func anAddWhoseAnswerHoldsNoProductFindsIt() throws {
    let server = try TestServer.dummyJSON()
    let source = ["--source", server.url + "/answers-nothing"]
    let added = try Self.run(
      ["add", "--title", "Desk Lamp", "--price", "24.99", "--category", "lighting"] + source, token: "t0k")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout == "added product 195 \"Desk Lamp\"\n")
  }

  @Test func datasette1RefusalsNameTheActionAndHowToGetAToken() throws {
    guard let server = try TestServer.datasette1() else { return }
    let source = ["--source", server.url + "/catalog/products"]
    let insertOnly = try TestServer.datasetteToken(actions: ["insert-row"])
    let limited = try Self.run(["edit", "1", "--price", "7"] + source, token: insertOnly)
    #expect(limited.status == 1)
    #expect(limited.stderr.contains("refused to change a product: permission denied (update-row)"), "\(limited.stderr)")
    #expect(limited.stderr.contains("the token does not allow update-row"))
    #expect(limited.stderr.contains("datasette create-token ACTOR --secret SECRET --all update-row"))
    let anonymous = try Self.run(["delete", "1", "--yes"] + source)
    #expect(anonymous.stderr.contains("permission denied (delete-row)"), "\(anonymous.stderr)")
    #expect(anonymous.stderr.contains("no token was sent"))
    #expect(try Self.run(["show", "1", "--fields", "price"] + source).stdout == "price: 9.99\n")
    let missing = try Self.run(["edit", "999", "--price", "7"] + source, token: try TestServer.datasetteToken())
    #expect(missing.stderr.contains("no product with id 999"), "\(missing.stderr)")
    #expect(!server.logText.contains(insertOnly))
  }
}
