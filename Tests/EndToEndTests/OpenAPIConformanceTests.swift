import Foundation
import Testing

/// schemathesis (PyPI, in .venv-tools) against the real server, from the document the server
/// publishes: any 5xx, an answer whose body, type or headers the document does not describe, or a
/// status it does not list, fails the build. Signed in, so writes are fuzzed too; `/auth/logout`
/// last and alone, as it ends the sign-in the others use.
@Suite(.serialized) struct OpenAPIConformanceTests {
  private static let checks = [
    "not_a_server_error", "status_code_conformance", "content_type_conformance", "response_schema_conformance",
    "response_headers_conformance",
  ].joined(separator: ",")

  @Test func everyAnswerIsOneTheDocumentDescribes() throws {
    let tool = CatalogProcess.packageRoot.appendingPathComponent(".venv-tools/bin/st")
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
      if ProcessInfo.processInfo.environment["CI"] == "true" {
        Issue.record("schemathesis is missing from .venv-tools; scripts/install-test-tools installs it")
      }
      return
    }
    let catalog = try ServeProcess.catalogCopy()
    let folder = catalog.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: folder) }
    let users = try ServeProcess.usersFile(in: folder, [("ada", "lovelace-1842")])
    let server = try ServeProcess(["--source", catalog.path, "--users", users.path])
    let login = try server.exchange(
      "POST", "/auth/login", headers: ["Content-Type": "application/json"],
      body: #"{"username": "ada", "password": "lovelace-1842"}"#)
    let session = try JSONSerialization.jsonObject(with: Data(login.body.utf8)) as? [String: Any]
    let token = try #require(session?["accessToken"] as? String)

    for paths in [["--exclude-path", "/auth/logout"], ["--include-path", "/auth/logout"]] {
      let run = try CatalogProcess.run(
        [
          "--no-color", "run", server.url + "/openapi.json", "--checks", Self.checks, "--max-examples", "25",
          "--workers", "2",
          "--phases", "examples,coverage,fuzzing", "--seed", "1842", "--header", "Authorization: Bearer \(token)",
        ] + paths, environment: ["HOME": folder.path], executable: tool, timeout: 300)
      #expect(run.status == 0, "\(run.stdout.suffix(6000))\(run.stderr.suffix(2000))")
      #expect(run.stdout.contains("passed"), "\(run.stdout.suffix(2000))")
    }
    #expect(server.stop() == 0)
  }
}
