import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog auth` against real servers on loopback: the DummyJSON-contract server (real users,
/// real expiry, `--minute-seconds` to see tokens expire) and a real Datasette 1.0 alpha with
/// tokens from `datasette create-token`. Each test keeps its sign-ins in a folder of its own;
/// every command's output is searched for the password and for every token ever kept.
@Suite(.serialized) final class SignInTests {
  let home: URL
  var secrets: Set<String> = ["emilyspass", "michaelwpass"]

  init() throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("sign-in-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: home)
  }

  /// `XDG_CONFIG_HOME` for every command of the test.
  var config: String { home.appendingPathComponent("config").path }
  var folder: URL { home.appendingPathComponent("config/catalog") }
  var hostsFile: URL { folder.appendingPathComponent("hosts.json") }

  func kept() throws -> [String: [String: Any]] {
    guard FileManager.default.fileExists(atPath: hostsFile.path) else { return [:] }
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: hostsFile))
    return try #require(object as? [String: Any]).compactMapValues { $0 as? [String: Any] }
  }

  /// Runs `catalog` with its sign-ins in this test's folder; fails the test if any output holds
  /// a password or a token kept before or after it.
  func run(
    _ arguments: [String], input: String? = nil, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CatalogProcess.Outcome {
    for entry in try kept().values { secrets.formUnion(["token", "refreshToken"].compactMap { entry[$0] as? String }) }
    let outcome = try CatalogProcess.run(
      arguments,
      environment: ["XDG_CONFIG_HOME": config].merging(environment) {
        $1
      }, input: input)
    for entry in try kept().values { secrets.formUnion(["token", "refreshToken"].compactMap { entry[$0] as? String }) }
    for secret in secrets {
      #expect(!outcome.stdout.contains(secret), "a secret reached standard output", sourceLocation: sourceLocation)
      #expect(!outcome.stderr.contains(secret), "a secret reached standard error", sourceLocation: sourceLocation)
    }
    return outcome
  }

  func logIn(_ server: TestServer, user: String = "emilys", password: String = "emilyspass") throws
    -> CatalogProcess.Outcome
  {
    try run(
      ["auth", "login", "--source", server.url, "--username", user, "--password-stdin"], input: password + "\n")
  }

  /// `catalog auth login --source SERVER` and `extra` in a terminal of its own (nil without tmux).
  private func loginSession(_ server: TestServer, _ extra: [String]) throws -> TmuxSession? {
    try TmuxSession(
      columns: 100, rows: 20, arguments: ["auth", "login", "--source", server.url] + extra,
      environment: ["XDG_CONFIG_HOME": config])
  }

  func mode(_ url: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
  }

  /// The server log's digest of a token, as it logs an `Authorization` header.
  private func digest(_ token: String) -> String {
    let sha = try? CatalogProcess.run(
      ["-c", "printf %s \"$0\" | sha256sum", token], executable: URL(fileURLWithPath: "/bin/sh"))
    return "auth Bearer sha256:" + String((sha?.stdout ?? "").prefix(16))
  }

  @Test func aPasswordSignInIsCheckedKeptPrivatelyAndReportedByStatus() throws {
    let server = try TestServer.dummyJSON()
    let login = try logIn(server)
    #expect(login.status == 0, "\(login.stderr)")
    #expect(login.stdout.hasPrefix("signed in to \(server.url) as emilys (dummyjson), until "))
    #expect(try mode(folder) == 0o700)
    #expect(try mode(hostsFile) == 0o600)
    let entry = try #require(try kept()[server.url])
    #expect(entry["account"] as? String == "emilys")
    #expect(try String(contentsOf: hostsFile, encoding: .utf8).contains("emilyspass") == false)
    #expect(server.logText.contains("request /auth/me"))

    let status = try run(["auth", "status"])
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.hasPrefix("\(server.url)\tdummyjson\temilys\t"))
    #expect(status.stdout.hasSuffix("\tworks\n"))
    let json = try run(
      ["auth", "login", "--source", server.url, "--username", "michaelw", "--password-stdin", "-o", "json"],
      input: "michaelwpass\n")
    let accounts = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(accounts.first?["account"] as? String == "michaelw")
    #expect(accounts.first?["works"] as? Bool == true)
    #expect(try kept().count == 1)
  }

  @Test func aWrongPasswordOrAServerThatIsDownKeepsNothing() throws {
    let server = try TestServer.dummyJSON()
    let wrong = try logIn(server, password: "not-it")
    #expect(wrong.status == 1)
    #expect(
      wrong.stderr
        == "error: \(server.url) refused the sign-in: Invalid credentials\nhint: check what you signed in with, and try again\n"
    )
    let down = try run(
      ["auth", "login", "--source", "http://127.0.0.1:9", "--username", "emilys", "--password-stdin"],
      input: "emilyspass\n")
    #expect(down.status == 1)
    #expect(down.stderr.hasPrefix("error: cannot reach http://127.0.0.1:9 to sign in: connection refused\n"))
    #expect(try kept().isEmpty)
  }

  @Test func aServerOfNeitherKindIsSaidToBeSoWithTheKindsKnown() throws {
    let rates = try TestServer.frankfurter()
    let login = try run(
      ["auth", "login", "--source", rates.url, "--username", "emilys", "--password-stdin"], input: "emilyspass\n")
    #expect(login.status == 1)
    #expect(
      login.stderr.hasPrefix("error: \(rates.url) answers neither as a DummyJSON server nor as a Datasette server\n"))
    #expect(login.stderr.contains("dummyjson servers (a username and password) and datasette servers (a token)"))
    #expect(try kept().isEmpty)
  }

  @Test func anExpiredAccessTokenIsRenewedOnceAndTheRenewalKept() throws {
    let server = try TestServer.dummyJSON(minuteSeconds: 0.1)  // tokens of 60 "minutes" last 6 s
    #expect(try logIn(server).status == 0)
    let first = try #require(try kept()[server.url]?["token"] as? String)
    // Until the token's own expiry has passed, as the server stated it.
    let expiry = try #require(try kept()[server.url]?["expiresAt"] as? Int)
    while Date().timeIntervalSince1970 < Double(expiry) + 1 { Thread.sleep(forTimeInterval: 0.2) }
    let status = try run(["auth", "status"])
    #expect(status.status == 1)
    #expect(status.stderr.contains("error: the sign-in to \(server.url) has expired"))
    #expect(status.stderr.contains("hint: the next change renews it"))
    let edit = try run(["edit", "3", "--price", "7", "--source", server.url])
    #expect(edit.status == 0, "\(edit.stderr)")
    let renewed = try #require(try kept()[server.url]?["token"] as? String)
    #expect(renewed != first)
    let log = server.logText
    #expect(log.components(separatedBy: "request /auth/refresh").count == 2)
    #expect(log.contains(digest(renewed) + "\nwrite PATCH /products/3 "))
    #expect(try run(["auth", "status"]).status == 0)
  }

  @Test func aRefusedRenewalSaysToSignInAgainAndSendsNothing() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: hostsFile)) as? [String: Any])
    var entry = try #require(object[server.url] as? [String: Any])
    (entry["refreshToken"], entry["expiresAt"]) = ("not.a.token", 1)
    object[server.url] = entry
    try JSONSerialization.data(withJSONObject: object).write(to: hostsFile)
    let edit = try run(["edit", "3", "--price", "7", "--source", server.url])
    #expect(edit.status == 1)
    #expect(edit.stderr.contains("the sign-in to \(server.url) has expired and could not be renewed; nothing was sent"))
    #expect(edit.stderr.contains("hint: sign in with \"catalog auth login --source \(server.url)\""))
    #expect(!server.logText.contains("write PATCH"))
  }

  @Test func aGivenTokenWinsOverTheKeptOne() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    let keptToken = try #require(try kept()[server.url]?["token"] as? String)
    secrets.insert("given-token-123")
    let edit = try run(
      ["edit", "3", "--price", "8", "--source", server.url], environment: ["CATALOG_TOKEN": "given-token-123"])
    #expect(edit.status == 0, "\(edit.stderr)")
    #expect(server.logText.contains(digest("given-token-123")))
    #expect(!server.logText.contains(digest(keptToken) + "\nwrite"))
  }

  @Test func logoutForgetsTellsTheServerAndSaysWhenThereIsNothingToForget() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    let logout = try run(["auth", "logout", "--source", server.url + "/"])
    #expect(logout.status == 0, "\(logout.stderr)")
    #expect(logout.stdout == "signed out of \(server.url) as emilys\n")
    #expect(server.logText.contains("request /auth/logout"))
    #expect(try kept().isEmpty)
    let again = try run(["auth", "logout", "--source", server.url])
    #expect(again.status == 1)
    #expect(again.stderr.hasPrefix("error: not signed in to \(server.url)\n"))
    let status = try run(["auth", "status"])
    #expect(status.status == 1)
    #expect(status.stderr.hasPrefix("error: not signed in to any catalog server\n"))
  }

  @Test func datasetteTokensAreCheckedKeptAndUsedAndAnExpiredOneFailsStatus() throws {
    guard let datasette = try TestServer.datasette1() else { return }
    let dummy = try TestServer.dummyJSON()
    let table = datasette.url + "/catalog/products"
    let token = try TestServer.datasetteToken()
    secrets.insert(token)
    // One character of the signature changed, in its middle, where every bit of it counts (the
    // last character of base64 may carry bits nobody reads).
    var forged = Array(token)
    let signatureStart = token.lastIndex(of: ".").map { token.distance(from: token.startIndex, to: $0) + 1 } ?? 0
    let middle = (signatureStart + forged.count) / 2
    forged[middle] = forged[middle] == "A" ? "B" : "A"
    let bad = try run(["auth", "login", "--source", table, "--with-token"], input: String(forged) + "\n")
    #expect(bad.status == 1)
    #expect(bad.stderr.hasPrefix("error: \(datasette.url) refused the sign-in: Invalid token signature\n"))
    let login = try run(["auth", "login", "--source", table, "--with-token"], input: token + "\n")
    #expect(login.stdout == "signed in to \(datasette.url) as editor (datasette), with a token that does not expire\n")
    let added = try run([
      "add", "--title", "Desk Lamp", "--price", "24.99", "--category", "lighting", "--source", table,
    ])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout == "added product 195 \"Desk Lamp\"\n")

    // Long enough to sign in with on a busy machine; then waited out until its own expiry, as
    // the server stated it, has passed (never a fixed interval from a moment of the test's).
    let short = try TestServer.datasetteToken(expiresAfter: 10)
    secrets.insert(short)
    let shortLogin = try run(["auth", "login", "--source", table, "--with-token"], input: short + "\n")
    #expect(shortLogin.status == 0, "\(shortLogin.stderr)")
    #expect(try logIn(dummy).status == 0)
    let expiry = try #require(try kept()[datasette.url]?["expiresAt"] as? Int)
    while Date().timeIntervalSince1970 < Double(expiry) + 1 { Thread.sleep(forTimeInterval: 0.2) }
    let status = try run(["auth", "status"])
    #expect(status.status == 1)
    let lines = status.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix("\texpired") == true)
    #expect(lines.last?.hasSuffix("\tworks") == true)
    #expect(status.stderr.hasPrefix("error: the sign-in to \(datasette.url) has expired\n"))
    let one = try run(["auth", "status", "--source", dummy.url])
    #expect(one.status == 0)
  }

  @Test func theTokenIsPrintedOnlyByTokenAndOnlyForItsServer() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    let token = try #require(try kept()[server.url]?["token"] as? String)
    let printed = try CatalogProcess.run(
      ["auth", "token", "--source", server.url],
      environment: ["XDG_CONFIG_HOME": config])
    #expect(printed.stdout == token + "\n")
    let other = try run(["auth", "token", "--source", "https://elsewhere.example"])
    #expect(other.status == 1)
    #expect(other.stdout.isEmpty)
  }

  @Test func aFileOthersCanReadIsRefusedWithAWarningAndWritesGoOnWithoutIt() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    chmod(hostsFile.path, 0o644)
    let logged = server.logText.count
    let edit = try run(["edit", "3", "--price", "8", "--source", server.url])
    #expect(
      edit.stderr.hasPrefix("warning: not using kept sign-ins: \(hostsFile.path) can be read by other users (mode 644)")
    )
    #expect(edit.status == 0)
    #expect(!server.logText.dropFirst(logged).contains("auth Bearer"), "no token went with the write")
    let status = try run(["auth", "status"])
    #expect(status.status == 1)
    #expect(status.stderr.hasPrefix("error: \(hostsFile.path) can be read by other users"))
  }

  @Test func killedWhileSavingTheFileIsTheOldOrTheNewOneWholeAndPrivate() throws {
    let server = try TestServer.dummyJSON()
    // Another program's member, large enough that a save takes a moment to land kills in.
    let note = String(repeating: "n", count: 900_000)
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    _ = FileManager.default.createFile(
      atPath: hostsFile.path, contents: try JSONSerialization.data(withJSONObject: ["note": note]),
      attributes: [.posixPermissions: 0o600])
    var outcomes = (old: 0, new: 0)
    for round in 0..<24 {
      let process = Process()
      process.executableURL = CatalogProcess.binary
      process.arguments = ["auth", "login", "--source", server.url, "--username", "emilys", "--password-stdin"]
      process.environment = ["XDG_CONFIG_HOME": config, "PATH": "/usr/bin:/bin"]
      let input = Pipe()
      process.standardInput = input
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      input.fileHandleForWriting.write(Data("emilyspass\n".utf8))
      usleep(UInt32(20_000 + (round * 7_919) % 60_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let entries = try kept()
      #expect(try mode(hostsFile) == 0o600)
      let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: hostsFile)) as? [String: Any])
      #expect((object["note"] as? String)?.count == note.count)
      if entries[server.url] == nil { outcomes.old += 1 } else { outcomes.new += 1 }
      _ = try run(["auth", "logout", "--source", server.url])
    }
    #expect(outcomes.old + outcomes.new == 24)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "hosts.json" }
    #expect(leftovers.isEmpty, "\(leftovers)")
  }

  @Test func aConcurrentLoginAndLogoutLoseNothing() throws {
    let server = try TestServer.dummyJSON()
    let others = (1...6).map { "http://127.0.0.1:\($0)" }
    var object: [String: Any] = ["version": 2]
    for origin in others {
      object[origin] = ["kind": "datasette", "url": origin, "account": "editor", "token": "dstok_\(origin.suffix(1))"]
    }
    try FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    _ = FileManager.default.createFile(
      atPath: hostsFile.path, contents: try JSONSerialization.data(withJSONObject: object),
      attributes: [.posixPermissions: 0o600])
    let script =
      (others.map { "\"$0\" auth logout --source \($0) >/dev/null 2>&1 &" } + [
        "printf 'emilyspass\\n' | \"$0\" auth login --source \(server.url) --username emilys --password-stdin >/dev/null 2>&1 &",
        "printf 'michaelwpass\\n' | \"$0\" auth login --source http://localhost:\(server.port) --username michaelw --password-stdin >/dev/null 2>&1 &",
        "wait",
      ]).joined(separator: "\n")
    let ran = try CatalogProcess.run(
      ["-c", script, CatalogProcess.binary.path],
      environment: ["XDG_CONFIG_HOME": config],
      executable: URL(fileURLWithPath: "/bin/bash"), timeout: 60)
    #expect(ran.status == 0)
    let final = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: hostsFile)) as? [String: Any])
    #expect(Set(final.keys) == ["version", server.url, "http://localhost:\(server.port)"])
  }

  @Test func aPersonIsAskedOnTheTerminalAndThePasswordIsNeverShown() throws {
    let server = try TestServer.dummyJSON()
    guard
      let session = try loginSession(server, [])
    else { return }
    try session.waitFor("username for \(server.url):")
    try session.type("emilys")
    try session.press("Enter")
    try session.waitFor("password (not shown):")
    try session.type("emilyspass")
    try session.press("Enter")
    try session.waitFor("EXITED 0")
    let screen = try session.screen().joined(separator: "\n")
    #expect(screen.contains("signed in to \(server.url) as emilys"))
    #expect(!screen.contains("emilyspass"))
    #expect(screen.contains(" echo "), "echo is back on")
    #expect(try kept()[server.url] != nil)
  }

  @Test func passwordStdinAtATerminalAsksWithoutEcho() throws {
    let server = try TestServer.dummyJSON()
    guard
      let session = try loginSession(server, ["--username", "emilys", "--password-stdin"])
    else { return }
    try session.waitFor("password (not shown):")
    try session.type("emilyspass")
    try session.press("Enter")
    try session.waitFor("EXITED 0")
    #expect(!(try session.screen().joined(separator: "\n").contains("emilyspass")))
  }

  @Test func ctrlCAtThePasswordGivesTheTerminalBackAndEndsAsInterrupted() throws {
    let server = try TestServer.dummyJSON()
    guard
      let session = try loginSession(server, ["--username", "emilys"])
    else { return }
    try session.waitFor("password (not shown):")
    try session.type("half")
    try session.press("C-c")
    try session.waitFor("EXITED 130")
    let screen = try session.screen().joined(separator: "\n")
    #expect(!screen.contains("half"))
    #expect(screen.contains(" echo "), "echo is back on")
    #expect(try kept().isEmpty)
  }

  @Test func aSIGTERMAtThePasswordGivesTheTerminalBackFirst() throws {
    let server = try TestServer.dummyJSON()
    guard
      let session = try loginSession(server, ["--username", "emilys"])
    else { return }
    try session.waitFor("password (not shown):")
    try session.type("half")
    let program = try #require(try session.programID())
    kill(program, SIGTERM)
    try session.waitFor("EXITED 143")
    let screen = try session.screen().joined(separator: "\n")
    #expect(screen.contains(" echo "), "echo is back on")
    #expect(screen.contains(" icanon "), "line editing is back on")
    #expect(!screen.contains("half"))
  }

  @Test func theBrowsersEditUsesTheKeptSignInAndTheEditorNeverSeesIt() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    let token = try #require(try kept()[server.url]?["token"] as? String)
    let scratch = try EditorFlowTests.Scratch()
    defer { scratch.remove() }
    let seenEnvironment = scratch.folder.appendingPathComponent("editor-environment")
    let editor = try scratch.editor(
      #"env > "\#(seenEnvironment.path)"; sed -i 's/"price": 9.99,/"price": 1.23,/' "$1""#)
    guard
      let session = try TmuxSession(
        columns: 160, rows: 30, arguments: ["browse", "--source", server.url],
        environment: [
          "EDITOR": editor, "TMPDIR": scratch.folder.path,
          "XDG_CONFIG_HOME": config,
        ])
    else { return }
    try session.waitForSettled("Essence Mascara")
    try session.press("e")
    try session.waitFor("updated product 1: price 9.99 → 1.23")
    #expect(server.logText.contains(digest(token) + "\nwrite PATCH /products/1 "))
    let seen = try String(contentsOf: seenEnvironment, encoding: .utf8)
    #expect(seen.contains("EDITOR="))
    #expect(!seen.contains(token))
    #expect(!(try session.screen().joined(separator: "\n").contains(token)))
    try session.press("q")
    try EditorFlowTests.ended(session, status: 0)
  }
}
