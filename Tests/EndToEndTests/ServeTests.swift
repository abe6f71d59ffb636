import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog serve` run as a user runs it, and the CLI's own server source pointed at it: every
/// read and write, sign-in, the browser, and what the server refuses.
@Suite(.serialized) struct ServeTests {
  @Test func theCommandLineWorksAgainstTheServerForEveryReadAndWrite() throws {
    let catalog = try ServeProcess.catalogCopy()
    defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
    let server = try ServeProcess(["--source", catalog.path])
    let source = ["--source", server.url]
    let listed = try CatalogProcess.run(
      ["list", "--search", "phone", "--sort", "price", "-L", "3", "--fields", "id"] + source)
    let local = try CatalogProcess.run(["list", "--search", "phone", "--sort", "price", "-L", "3", "--fields", "id"])
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout == local.stdout)
    let categories = try CatalogProcess.run(["categories"] + source)
    #expect(categories.stdout == (try CatalogProcess.run(["categories"])).stdout)
    #expect(try CatalogProcess.run(["show", "7"] + source).stdout == (try CatalogProcess.run(["show", "7"])).stdout)

    // Writes take the token the server printed, as any client of its API does.
    let token = ["CATALOG_TOKEN": try #require(server.token)]
    let refused = try CatalogProcess.run(["edit", "1", "--price", "1"] + source)
    #expect(refused.status != 0)
    let added = try CatalogProcess.run(
      ["add", "--title", "Desk Lamp", "--price", "24.99", "--category", "home-decoration"] + source,
      environment: token)
    #expect(added.stdout == "added product 195 \"Desk Lamp\"\n", "\(added.stderr)")
    let edited = try CatalogProcess.run(["edit", "195", "--price", "19.5"] + source, environment: token)
    #expect(edited.stdout.hasPrefix("updated product 195: price 24.99 → 19.5"), "\(edited.stderr)")
    let bad = try CatalogProcess.run(["edit", "195", "--price", "-2"] + source, environment: token)
    #expect(bad.status != 0)
    // The change reached the file itself, as a local command reads it.
    let onDisk = try CatalogProcess.run(["show", "195", "--fields", "price", "--source", catalog.path])
    #expect(onDisk.stdout == "price: 19.5\n")
    let deleted = try CatalogProcess.run(["delete", "195", "--yes"] + source, environment: token)
    #expect(deleted.stdout == "deleted product 195 \"Desk Lamp\"\n", "\(deleted.stderr)")
    #expect(
      try CatalogProcess.run(["list", "-L", "0", "--source", catalog.path]).stdout.split(separator: "\n").count == 194)
    // One line per request, and the server ends cleanly on SIGTERM.
    #expect(server.logText.contains(" PATCH /products/195 200 "))
    #expect(server.stop() == 0)
  }

  @Test func theServerAndCommandLineEditsOnOneFileAtOnceLoseNothing() throws {
    let catalog = try ServeProcess.catalogCopy()
    defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
    let server = try ServeProcess(["--source", catalog.path])
    let (port, headers) = (server.port, server.writeHeaders)
    // Products 1-8 through the server, 11-18 by `catalog edit` on the file, all at once.
    let requests = (1...8).map { id in
      Thread {
        _ = try? SocketClient.exchange(
          port: port, "PATCH", "/products/\(id)", headers: headers, body: #"{"stock": \#(7000 + id)}"#)
      }
    }
    let commands = try (11...18).map { id in
      let process = Process()
      process.executableURL = CatalogProcess.binary
      process.arguments = ["edit", String(id), "--stock", String(7000 + id), "--source", catalog.path]
      process.environment = ["PATH": "/usr/bin:/bin"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for request in requests { request.start() }
    for command in commands { command.waitUntilExit() }
    #expect(commands.allSatisfy { $0.terminationStatus == 0 })
    let deadline = Date().addingTimeInterval(20)
    var stocks: [Int: Int] = [:]
    repeat {
      usleep(100_000)
      let all = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [[String: Any]])
      stocks = Dictionary(
        uniqueKeysWithValues: all.compactMap { product in
          (product["id"] as? Int).map { ($0, product["stock"] as? Int ?? -1) }
        })
    } while Date() < deadline && Array(1...8).contains { stocks[$0] != 7000 + $0 }
    for id in Array(1...8) + Array(11...18) {
      #expect(stocks[id] == 7000 + id, "product \(id) lost its change")
    }
    // What the server answers is what the file holds: it read the CLI's edits too.
    let answered = try server.exchange("GET", "/products/11")
    #expect((answered.json as? [String: Any])?["stock"] as? Int == 7011)
  }

  @Test func aServerCatalogCanBeServedAgain() throws {
    let upstream = try TestServer.dummyJSON()
    let server = try ServeProcess(["--source", upstream.url, "--read-only"])
    let page = try server.exchange("GET", "/products/search?q=phone&limit=3")
    #expect(page.status == 200)
    #expect((page.json as? [String: Any])?["total"] as? Int == 23)
    #expect(try server.exchange("GET", "/products/5").status == 200)
    #expect(try server.exchange("GET", "/products/9999").status == 404)
  }

  @Test func signingInThroughTheCommandLineLetsItWriteAndNoTokenIsLogged() throws {
    let catalog = try ServeProcess.catalogCopy()
    let folder = catalog.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let users = try ServeProcess.usersFile(in: folder, [("ada", "lovelace-1842")])
    let server = try ServeProcess(["--source", catalog.path, "--users", users.path])
    let config = folder.appendingPathComponent("config")
    let environment = ["XDG_CONFIG_HOME": config.path, "HOME": folder.path]
    let unsigned = try CatalogProcess.run(
      ["edit", "3", "--stock", "9", "--source", server.url], environment: environment)
    #expect(unsigned.status == 1)
    #expect(unsigned.stderr.contains("401") || unsigned.stderr.contains("token"), "\(unsigned.stderr)")
    let login = try CatalogProcess.run(
      ["auth", "login", "--source", server.url, "--username", "ada", "--password-stdin"], environment: environment,
      input: "lovelace-1842\n")
    #expect(login.status == 0, "\(login.stderr)")
    let status = try CatalogProcess.run(["auth", "status"], environment: environment)
    #expect(status.stdout.contains("ada"), "\(status.stdout)\(status.stderr)")
    let signed = try CatalogProcess.run(
      ["edit", "3", "--stock", "9", "--source", server.url], environment: environment)
    #expect(signed.status == 0, "\(signed.stderr)")
    let logout = try CatalogProcess.run(["auth", "logout", "--source", server.url], environment: environment)
    #expect(logout.status == 0, "\(logout.stderr)")
    let log = server.logText
    #expect(!log.contains("lovelace"))
    #expect(!log.contains("eyJ"), "a token reached the log")
    #expect(log.contains(" POST /auth/login 200 "))
  }

  @Test func theBrowserBrowsesAServedCatalog() throws {
    let server = try ServeProcess([])
    guard let session = try TmuxSession(columns: 120, rows: 40, arguments: ["browse", "--source", server.url]) else {
      return
    }
    let lines = try session.waitForSettled("1/194")
    #expect(lines[1].hasPrefix("›   1  Essence Mascara Lash Princess"))
    try session.press("q")
  }

  @Test func whatTheServerRefusesItSaysAndWhy() throws {
    let server = try ServeProcess(["--read-only"])
    let write = try server.exchange("PATCH", "/products/1", body: #"{"price": 1}"#)
    #expect(write.status == 405)
    #expect(write.header("Allow") == "GET, HEAD")
    let rebinding = try SocketClient(port: server.port)
    rebinding.send("GET /products/1 HTTP/1.1\r\nHost: attacker.example\r\nConnection: close\r\n\r\n")
    #expect(SocketClient.parse(rebinding.readAll()).status == 421)
    let smuggled = try SocketClient(port: server.port)
    smuggled.send(
      "GET /products/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
    let refused = SocketClient.parse(smuggled.readAll())
    #expect(refused.status == 400)
    #expect(refused.header("Connection") == "close")
    let hostile = try server.exchange("GET", "/products/search?q=%3Cscript%3E%1B%5B31m&sortBy=%1B%5B2J")
    #expect(hostile.status == 400)
    #expect(!hostile.body.contains("\u{1B}"), "a control character was reflected")
    #expect(!server.logText.contains("\u{1B}"), "a control character reached the log")
  }

  @Test func aServerReachableFromElsewhereTakesWritesOnlyWithItsToken() throws {
    let body = #"{"title": "x", "price": 1, "category": "a"}"#
    let server = try ServeProcess(["--host", "0.0.0.0", "--read-only"])
    #expect(server.token == nil, "a read-only server made a write token")
    let open = try ServeProcess(["--host", "0.0.0.0", "--no-write-token"])
    #expect(try open.exchange("POST", "/products/add", body: body).status == 403)
    #expect(open.logText.contains("changes refused"))
    let tokened = try ServeProcess(["--host", "0.0.0.0"])
    #expect(try SocketClient.exchange(port: tokened.port, "POST", "/products/add", body: body).status == 401)
  }

  /// Without --users or a token file, any program or user of the machine could write through a
  /// loopback server to a file it may not write itself. Now the server makes a token at start
  /// and prints it in its URL, as Jupyter does.
  @Test func aLoopbackServerTakesWritesOnlyWithTheTokenItPrinted() throws {
    let catalog = try ServeProcess.catalogCopy()
    defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
    let server = try ServeProcess(["--source", catalog.path])
    let token = try #require(server.token, "no token in the printed URL")
    #expect(token.count >= 43)
    let patch = #"{"stock": 3}"#
    let anonymous = try SocketClient.exchange(port: server.port, "PATCH", "/products/2", body: patch)
    #expect(anonymous.status == 401)
    #expect(anonymous.header("WWW-Authenticate") == "Bearer")
    let wrong = try SocketClient.exchange(
      port: server.port, "PATCH", "/products/2", headers: ["Authorization": "Bearer \(token)x"], body: patch)
    #expect(wrong.status == 401)
    #expect(try server.exchange("PATCH", "/products/2", body: patch).status == 200)
    // A page opened through the printed URL keeps the token in its session, and the browser
    // is sent on to the address without it.
    let opened = try SocketClient.exchange(port: server.port, "GET", "/product/2/edit?token=\(token)")
    #expect(opened.status == 303)
    #expect(opened.header("Location") == "/product/2/edit")
    let cookie = try #require(opened.header("Set-Cookie")?.split(separator: ";").first.map(String.init))
    let page = try SocketClient.exchange(port: server.port, "GET", "/product/2/edit", headers: ["Cookie": cookie])
    #expect(page.status == 200)
    #expect(page.body.contains("name=\"token\""), "the edit form was not offered")
    #expect(!page.body.contains(token), "the write token reached the page")
    let noSession = try SocketClient.exchange(port: server.port, "GET", "/product/2/edit")
    #expect(noSession.status == 403)
    #expect(noSession.body.contains("open the address the server printed when it started"))
    #expect(!server.logText.contains(token), "the token reached the log")
    // Turned off, said loudly.
    let open = try ServeProcess(["--source", catalog.path, "--no-write-token"])
    #expect(open.token == nil)
    #expect(try SocketClient.exchange(port: open.port, "PATCH", "/products/2", body: patch).status == 200)
    #expect(open.logText.contains("warning: --no-write-token"))
  }

  @Test func badFlagsAreRefusedBeforeAnythingListens() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-flags-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let users = try ServeProcess.usersFile(in: folder, [("ada", "lovelace-1842")])
    chmod(users.path, 0o644)
    // A private file reached through a link: refused, as the link could be swapped after a check.
    let secret = folder.appendingPathComponent("token")
    try Data("a-write-token-of-the-operator".utf8).write(to: secret)
    chmod(secret.path, 0o600)
    let link = folder.appendingPathComponent("token-link")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
    let cases: [([String], String)] = [
      (["--write-token-file", link.path], "is a link"),
      (["--write-token-file", folder.path], "is not a regular file"),
      (["--port", "70000"], "invalid --port"),
      (["--host", "example.com"], "is not an IP address"),
      (["--cors", "*"], "invalid --cors"),
      (["--users", users.path], "is not private"),
      (["extra"], "takes no arguments"),
    ]
    for (arguments, message) in cases {
      let outcome = try CatalogProcess.run(["serve"] + arguments, timeout: 10)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stderr.hasPrefix("error: ") && outcome.stderr.contains(message), "\(outcome.stderr)")
    }
  }
}
