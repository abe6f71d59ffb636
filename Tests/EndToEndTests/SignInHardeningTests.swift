import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Sign-in against hostile servers and a tampered file of kept sign-ins (issue 37): what a server
/// answers is never kept unless it can be sent and read back, a password is never kept or
/// printed, and every refusal names whose input was bad.
extension SignInTests {
  /// emilys signs in through one of the test server's hostile sign-in modes (`PREFIX/auth/…`).
  func logIn(_ server: TestServer, misbehaving mode: String) throws -> CatalogProcess.Outcome {
    try run(
      ["auth", "login", "--source", server.url + "/" + mode, "--username", "emilys", "--password-stdin"],
      input: "emilyspass\n")
  }

  @Test func aHugeTokenFromOneServerIsRefusedAndEveryOtherSignInStillWorks() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    let hostile = try logIn(server, misbehaving: "huge-refresh")
    #expect(hostile.status == 1)
    #expect(
      hostile.stderr.hasPrefix(
        "error: \(server.url) answered a token that is longer than 8 KB, far longer than any server's tokens, so "
          + "nothing was kept\n"), "\(hostile.stderr)")
    #expect(try Data(contentsOf: hostsFile).count < 4096)
    let status = try run(["auth", "status"])
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.hasSuffix("\tworks\n"))
  }

  @Test func aPasswordInTheSourceURLIsNeverKept() throws {
    let server = try TestServer.dummyJSON()
    secrets.insert("URLPASS")
    let withPassword = server.url.replacingOccurrences(of: "http://", with: "http://alice:URLPASS@")
    let login = try run(
      ["auth", "login", "--source", withPassword, "--username", "emilys", "--password-stdin"], input: "emilyspass\n")
    #expect(login.status == 0, "\(login.stderr)")
    let text = try String(contentsOf: hostsFile, encoding: .utf8)
    #expect(!text.contains("URLPASS") && !text.contains("alice"))
    #expect(try kept()[server.url]?["url"] as? String == server.url)
  }

  @Test func aPasswordTheServerRepeatsIsMasked() throws {
    let server = try TestServer.dummyJSON()
    let login = try logIn(server, misbehaving: "echo-password")
    #expect(login.status == 1)
    #expect(login.stderr.hasPrefix("error: \(server.url) refused the sign-in: Invalid credentials: emilys/***\n"))
  }

  @Test func anExpiredTokenIsRefusedAtLoginAndAtRenewal() throws {
    let server = try TestServer.dummyJSON()
    let expired = try logIn(server, misbehaving: "expired-token")
    #expect(expired.status == 1)
    #expect(
      expired.stderr.hasPrefix("error: \(server.url) answered a token that had expired already (at "),
      "\(expired.stderr)")
    #expect(expired.stderr.contains("hint: check this machine's clock and the server's, then sign in again\n"))
    #expect(try kept().isEmpty)

    // A kept sign-in whose renewal answers an expired token: the change is refused, not sent.
    #expect(try logIn(server).status == 0)
    var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: hostsFile)) as? [String: Any])
    var entry = try #require(object[server.url] as? [String: Any])
    (entry["url"], entry["expiresAt"]) = (server.url + "/expired-token", 1)
    object[server.url] = entry
    try JSONSerialization.data(withJSONObject: object).write(to: hostsFile)
    let edit = try run(["edit", "3", "--price", "7", "--source", server.url])
    #expect(edit.status == 1)
    #expect(edit.stderr.contains("the sign-in to \(server.url) has expired and could not be renewed; nothing was sent"))
    #expect(!server.logText.contains("write PATCH"))
  }

  @Test func aHardLinkedFileIsRefusedSoALogoutForgetsEverywhere() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    let other = home.appendingPathComponent("other.json")
    #expect(link(hostsFile.path, other.path) == 0)
    let logout = try run(["auth", "logout", "--source", server.url])
    #expect(logout.status == 1)
    #expect(
      logout.stderr.hasPrefix(
        "error: \(hostsFile.path) has 2 names (hard links): a sign-in forgotten here would be kept in the others\n"))
  }

  @Test func eachRefusalNamesTheFolderOrFileAndWhoseInputIsBad() throws {
    let server = try TestServer.dummyJSON()
    #expect(try logIn(server).status == 0)
    chmod(folder.path, 0o755)
    let open = try run(["auth", "status"])
    #expect(open.stderr.hasPrefix("error: \(folder.path) can be read by other users (mode 755)"), "\(open.stderr)")
    chmod(folder.path, 0o700)
    if geteuid() == 0 {
      chown(folder.path, 65_534, 65_534)
      let others = try run(["auth", "status"])
      #expect(others.stderr.hasPrefix("error: \(folder.path) belongs to another user\n"), "\(others.stderr)")
      chown(folder.path, 0, 0)
    }

    let logged = server.logText.count
    let typed = try run(["auth", "login", "--source", server.url, "--with-token"], input: "abc\rdef\n")
    #expect(typed.status == 2)
    #expect(typed.stderr.hasPrefix("error: the token given is not one word of printable ASCII"), "\(typed.stderr)")
    #expect(server.logText.count == logged, "nothing was asked of the server")

    let answered = try logIn(server, misbehaving: "crlf-token")
    #expect(answered.status == 1)
    #expect(
      answered.stderr.hasPrefix("error: \(server.url) answered a token that is not one word of printable ASCII"),
      "\(answered.stderr)")
  }
}
