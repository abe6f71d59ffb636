import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A catalog server process for a test: the DummyJSON-contract server or a real Datasette,
/// started on a free loopback port and stopped when the value is released (the scripts also exit
/// when the test runner goes away, so a crash leaves nothing running).
final class TestServer {
  let port: Int
  let log: URL
  private let process: Process
  private let work: URL

  static let servers = CatalogProcess.packageRoot.appendingPathComponent("Tests/Servers")
  static let catalog = CatalogProcess.packageRoot.appendingPathComponent(
    "ExternalInterfaces/FileStore/Embedded/products.json")
  static let venvPython = CatalogProcess.packageRoot.appendingPathComponent(".venv/bin/python")

  struct StartFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// The DummyJSON-contract server over `catalog`.
  /// `minuteSeconds` shortens the minutes its sign-in tokens last, so tests see them expire.
  /// `tls` serves `https://` with the test-only identity in Tests/Servers/tls (`authorities`).
  static func dummyJSON(catalog: URL = catalog, rateLimit: Int = 100, minuteSeconds: Double = 60, tls: Bool = false)
    throws -> TestServer
  {
    guard let python = Prerequisite.require("python3", installHint: "apt-get install python3") else {
      throw StartFailure(description: "python3 is missing")
    }
    return try TestServer(
      executable: python,
      arguments: [
        servers.appendingPathComponent("dummyjson_server.py").path, catalog.path, "--rate-limit", String(rateLimit),
        "--minute-seconds", String(minuteSeconds),
      ] + (tls ? ["--tls"] : []), scheme: tls ? "https" : "http")
  }

  /// A stand-in proxy that answers 502 to everything and logs `proxied METHOD TARGET auth=yes|no`.
  static func recordingProxy() throws -> TestServer {
    guard let python = Prerequisite.require("python3", installHint: "apt-get install python3") else {
      throw StartFailure(description: "python3 is missing")
    }
    return try TestServer(executable: python, arguments: [servers.appendingPathComponent("recording_proxy.py").path])
  }

  /// The Frankfurter-contract rates server over `Tests/Servers/rates.json`.
  static func frankfurter() throws -> TestServer {
    guard let python = Prerequisite.require("python3", installHint: "apt-get install python3") else {
      throw StartFailure(description: "python3 is missing")
    }
    return try TestServer(
      executable: python,
      arguments: [
        servers.appendingPathComponent("frankfurter_server.py").path,
        servers.appendingPathComponent("rates.json").path,
      ])
  }

  /// A real Datasette 0.65 from the project's .venv, serving `catalog` as `/catalog/products`.
  static func datasette(catalog: URL = catalog) throws -> TestServer? {
    guard FileManager.default.isExecutableFile(atPath: venvPython.path) else {
      Prerequisite.missing("Datasette is not installed in .venv; scripts/install-test-tools installs it")
      return nil
    }
    return try TestServer(
      executable: venvPython.path,
      arguments: [servers.appendingPathComponent("datasette_server.py").path, catalog.path], workArgument: true)
  }

  static let datasette1Bin = CatalogProcess.packageRoot.appendingPathComponent(".venv-datasette1/bin")

  /// A real Datasette 1.0 alpha from .venv-datasette1, serving `catalog` as `/catalog/products`
  /// with the write actions granted to the actor `editor`; `token(_:)` makes tokens for it.
  static func datasette1(catalog: URL = catalog) throws -> TestServer? {
    let python = datasette1Bin.appendingPathComponent("python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      Prerequisite.missing(
        "the Datasette 1.0 alpha is not installed in .venv-datasette1; scripts/install-test-tools installs it")
      return nil
    }
    let server = try TestServer(
      executable: python.path,
      arguments: [
        servers.appendingPathComponent("datasette_server.py").path, catalog.path, "--venv",
        datasette1Bin.deletingLastPathComponent().path, "--secret", datasetteSecret, "--grant", "editor",
      ], workArgument: true)
    return server
  }

  static let datasetteSecret = "test-secret-\(UUID().uuidString)"

  /// A signed token for `actor` from `datasette create-token`, limited to `actions` when given,
  /// lasting `expiresAfter` seconds when given.
  static func datasetteToken(actor: String = "editor", actions: [String] = [], expiresAfter: Int? = nil) throws
    -> String
  {
    let process = Process()
    process.executableURL = datasette1Bin.appendingPathComponent("datasette")
    process.arguments =
      ["create-token", actor, "--secret", datasetteSecret] + actions.flatMap { ["--all", $0] }
      + (expiresAfter.map { ["--expires-after", String($0)] } ?? [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let token = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.terminationStatus == 0, token.hasPrefix("dstok_") else {
      throw StartFailure(description: "datasette create-token failed: \(token)")
    }
    return token
  }

  /// Everything the server wrote to its logs so far.
  var logText: String {
    let files = [log, work.appendingPathComponent("db/access.log"), work.appendingPathComponent("db/datasette.log")]
    return files.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }.joined(separator: "\n")
  }

  /// The certificate authority the TLS test server's certificate chains to (`SSL_CERT_FILE`).
  static let authorities = servers.appendingPathComponent("tls/ca.pem").path

  private let scheme: String

  private init(executable: String, arguments: [String], workArgument: Bool = false, scheme: String = "http") throws {
    self.scheme = scheme
    work = FileManager.default.temporaryDirectory.appendingPathComponent("server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    log = work.appendingPathComponent("requests.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments + (workArgument ? [work.appendingPathComponent("db").path] : [])
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: log)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // The first line says the port: `listening on 43127`.
    var line = Data()
    let deadline = Date().addingTimeInterval(90)
    while Date() < deadline {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line += byte
    }
    let text = String(decoding: line, as: UTF8.self)
    guard text.hasPrefix("listening on "), let port = Int(text.dropFirst("listening on ".count)) else {
      process.terminate()
      throw StartFailure(
        description: "the server did not start: \(text) \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }
    self.port = port
  }

  deinit {
    // SIGTERM, then SIGKILL if it has not gone within two seconds: a test must never hang here.
    process.terminate()
    let deadline = Date().addingTimeInterval(2)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: work)
  }

  var url: String { "\(scheme)://127.0.0.1:\(port)" }

  /// Requests the DummyJSON-contract server has logged so far.
  var requestCount: Int {
    ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").filter { $0.hasPrefix("request ") }
      .count
  }
}
