import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `catalog serve` as a user runs it: the real binary on a free port (`--port 0`), its URL read
/// from the first line it prints (with the write token it made, when it made one), its log
/// from standard error.
final class ServeProcess {
  let port: Int
  /// `http://HOST:PORT`, without the token.
  let url: String
  /// The write token in the printed URL, when the server made one.
  let token: String?
  let log: URL
  private let process: Process
  private let work: URL

  struct StartFailure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `catalog serve` with `arguments` on `port` (0: any free one), through `wrapper` when
  /// given (`prlimit …`, which executes it in its own place, so `pid` is the server's).
  init(_ arguments: [String], environment: [String: String] = [:], wrapper: [String] = [], port: Int = 0) throws {
    work = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    log = work.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process = Process()
    if let program = wrapper.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments =
        Array(wrapper.dropFirst()) + [CatalogProcess.binary.path, "serve", "--port", String(port)] + arguments
    } else {
      process.executableURL = CatalogProcess.binary
      process.arguments = ["serve", "--port", String(port)] + arguments
    }
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "CATALOG_CACHE_DIR": work.path].merging(
      environment
    ) { $1 }
    process.currentDirectoryURL = CatalogProcess.packageRoot
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: log)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var line = Data()
    // The URL comes once the catalog is read: a large one, in a debug build on a loaded machine,
    // takes a while.
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline, process.isRunning {
      let byte = output.fileHandleForReading.readData(ofLength: 1)
      if byte.isEmpty || byte == Data("\n".utf8) { break }
      line += byte
    }
    let text = String(decoding: line, as: UTF8.self)
    let parts = text.components(separatedBy: "/?token=")
    guard let port = parts[0].split(separator: ":").last.flatMap({ Int($0) }), text.hasPrefix("http://"),
      parts.count <= 2
    else {
      process.terminate()
      throw StartFailure(description: "catalog serve did not print its URL: \(text) \(Self.read(log))")
    }
    self.port = port
    self.url = parts[0]
    self.token = parts.count == 2 ? parts[1] : nil
  }

  /// What a write sends to be taken: the made token, as a bearer token.
  var writeHeaders: [String: String] {
    token.map { ["Authorization": "Bearer \($0)"] } ?? [:]
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: work)
  }

  var logText: String { Self.read(log) }
  var pid: Int32 { process.processIdentifier }
  var isRunning: Bool { process.isRunning }

  /// How the server ended, with the end of what it wrote, for a test that finds it gone.
  var ending: String {
    guard !process.isRunning else { return "still running" }
    let how = process.terminationReason == .uncaughtSignal ? "signal" : "status"
    return "ended by \(how) \(process.terminationStatus); its log ends: \(logText.suffix(3000))"
  }

  /// Sends `signal` and waits up to `seconds` for the process to end; its status, or nil.
  func stop(_ signal: Int32 = SIGTERM, within seconds: Double = 15) -> Int32? {
    kill(process.processIdentifier, signal)
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    guard !process.isRunning else { return nil }
    return process.terminationStatus
  }

  /// One request, as a client given the printed URL sends it: with the made token.
  func exchange(
    _ method: String, _ target: String, headers: [String: String] = [:], body: String? = nil
  ) throws -> SocketClient.Answer {
    try SocketClient.exchange(port: port, method, target, headers: writeHeaders.merging(headers) { $1 }, body: body)
  }

  private static func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }

  /// A private users file for `--users`, as an operator writes it.
  static func usersFile(in folder: URL, _ users: [(String, String)]) throws -> URL {
    let file = folder.appendingPathComponent("users.json")
    let entries = users.map { #"{"username": "\#($0.0)", "password": "\#($0.1)"}"# }.joined(separator: ", ")
    try Data(#"{"users": [\#(entries)]}"#.utf8).write(to: file)
    chmod(file.path, 0o600)
    return file
  }

  /// A writable copy of the embedded catalog in a fresh folder.
  static func catalogCopy() throws -> URL {
    let folder = try TestFolders.make("served")
    let file = folder.appendingPathComponent("catalog.json")
    try FileManager.default.copyItem(at: TestServer.catalog, to: file)
    chmod(file.path, 0o644)
    return file
  }
}
