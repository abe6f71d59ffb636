import Foundation
import Testing

/// Every example in the README runs, as written, in a sandbox: a home, a cache and the files the
/// examples name, local servers in place of the public ones, and the offline rates file. An
/// example must exit 0; the output the README shows for it must be what it prints.
@Suite(.serialized) struct ReadmeExamplesTests {
  /// One command line of a `sh` block, with the comment after it and the output shown under it.
  struct Example {
    let block: Int
    let command: String
    let comment: String
    var shown: [String] = []
  }

  /// Lines of the README's blocks that are not examples of `catalog`, and why they are not run.
  static let notRun: [String: String] = [
    "scripts/test": "the test command itself, which CI runs and this test is part of",
    "swift build -c release --static-swift-stdlib": "builds the binary these examples run (scripts/test builds it so)",
    "cp .build/release/catalog /usr/local/bin/": "installs it; scripts/test runs a release binary copied alone",
  ]

  /// What the README says an example prints, beyond the lines under it: in a pipe, or on a
  /// terminal. Each must also be in the example's own comment, so the claim is the README's.
  static let claims: [(command: String, inPipe: String?, onTerminal: String?)] = [
    ("catalog convert 100 USD JPY", "15485", "$100.00 = ¥15,485"),
    ("LANG=de_DE.UTF-8 catalog show 1 --currency EUR", nil, "9,59 €"),
  ]

  static func examples() throws -> [Example] {
    let readme = try String(
      contentsOf: CatalogProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var examples: [Example] = []
    var block = -1
    var inBlock = false
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line.hasPrefix("```") {
        inBlock = line == "```sh"
        if inBlock { block += 1 }
        continue
      }
      guard inBlock, !line.isEmpty else { continue }
      if line.hasPrefix("#") {
        // Output shown under the example above it.
        let shown = line.drop { $0 == "#" }.drop { $0 == " " }
        if !examples.isEmpty { examples[examples.count - 1].shown.append(String(shown)) }
        continue
      }
      // A comment starts at the first " # " (no example has one inside quotes).
      let split = line.range(of: " # ")
      let command = String(line[..<(split?.lowerBound ?? line.endIndex)]).trimmingCharacters(in: .whitespaces)
      let comment = split.map { String(line[$0.upperBound...]) } ?? ""
      examples.append(Example(block: block, command: command, comment: comment))
    }
    return examples
  }

  /// The database the README's PostgreSQL examples name.
  static let readmeDatabase = "postgres://catalog@localhost/shop"

  /// The README's own words for the servers and files, turned into the sandbox's.
  static func localised(_ command: String, servers: [String: String]) -> String {
    var command = command
    if command.hasPrefix("swift run catalog ") { command = String(command.dropFirst("swift run ".count)) }
    if command.hasPrefix("scripts/catalog ") { command = String(command.dropFirst("scripts/".count)) }
    command = command.replacingOccurrences(of: ".build/release/catalog", with: "catalog")
    for (public_, local) in servers.sorted(by: { $0.key.count > $1.key.count }) {
      command = command.replacingOccurrences(of: public_, with: local)
    }
    return command
  }

  @Test func theExamplesAreFoundAndEachIsRunOrSaidWhyNot() throws {
    let examples = try Self.examples()
    #expect(examples.count >= 45)
    let lines = Set(examples.map(\.command))
    for (line, _) in Self.notRun { #expect(lines.contains(line), "\(line)") }
    for claim in Self.claims {
      let example = try #require(examples.first { $0.command.hasPrefix(claim.command) }, "\(claim.command)")
      for said in [claim.inPipe, claim.onTerminal].compactMap({ $0 }) {
        #expect(example.comment.contains(said), "the README does not show \(said) for \(claim.command)")
      }
    }
  }

  @Test func everyExampleRunsAndPrintsWhatTheReadmeShows() throws {
    guard let script = Prerequisite.require("script", installHint: "apt-get install bsdutils"),
      Prerequisite.require("curl", installHint: "apt-get install curl") != nil,
      Prerequisite.require("jq", installHint: "apt-get install jq") != nil,
      let datasette = try TestServer.datasette1()
    else { return }
    let dummyJSON = try TestServer.dummyJSON()
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let servers = [
      "https://dummyjson.com": "http://127.0.0.1:\(dummyJSON.port)",
      "http://127.0.0.1:8001/catalog/products": "http://127.0.0.1:\(datasette.port)/catalog/products",
      "https://catalog.example/api": "http://127.0.0.1:\(datasette.port)/catalog/products",
    ]
    var environment = sandbox.environment
    // What the sign-in examples read: the test server's user, and a token its Datasette takes.
    try Data("emilyspass\n".utf8).write(to: sandbox.folder.appendingPathComponent("password.txt"))
    try Data((try TestServer.datasetteToken() + "\n").utf8).write(
      to: sandbox.folder.appendingPathComponent("token.txt"))
    // The server the `catalog serve` examples' clients talk to, started when first needed on
    // the catalog the examples before made.
    var served: ServeProcess?
    // The PostgreSQL examples' database: an empty one on the test cluster, made when first named.
    var database: String?
    var block = -1
    for example in try Self.examples() where Self.notRun[example.command] == nil {
      // `export` lasts to the end of its block, as it would in the reader's shell.
      if example.block != block { (block, environment["CATALOG_SOURCE"]) = (example.block, nil) }
      if example.command.hasPrefix("export CATALOG_TOKEN=") {
        environment["CATALOG_TOKEN"] = try TestServer.datasetteToken()
        continue
      }
      if example.command.contains(Self.readmeDatabase) {
        let cluster = try #require(PostgresCluster.shared, "the README's PostgreSQL examples need PostgreSQL")
        database = try database ?? cluster.database()
      }
      var command = Self.localised(example.command, servers: servers)
      if let database { command = command.replacingOccurrences(of: Self.readmeDatabase, with: database) }
      if command.hasPrefix("export CATALOG_SOURCE=") {
        environment["CATALOG_SOURCE"] = String(command.dropFirst("export CATALOG_SOURCE=".count))
        continue
      }
      if command.hasPrefix("catalog serve") {
        // It serves until stopped: it must start, say its URL, and end cleanly on SIGTERM.
        let ran = try sandbox.run(
          "timeout --preserve-status -s TERM 3 \(command) --port 0", environment: environment)
        #expect(ran.status == 0, "\(example.command): \(ran.output)")
        #expect(ran.output.contains("http://"), "\(example.command): \(ran.output)")
        continue
      }
      if command.contains("http://127.0.0.1:8080") {
        let server =
          try served ?? ServeProcess(["--source", sandbox.folder.appendingPathComponent("catalog.json").path])
        served = server
        command = command.replacingOccurrences(of: "http://127.0.0.1:8080", with: server.url)
        // `$TOKEN` in the examples: the write token the server printed.
        if let token = server.token { environment["TOKEN"] = token }
      }
      let claim = Self.claims.first { example.command.hasPrefix($0.command) }
      let needsTerminal =
        example.comment.contains("on a terminal") || command.hasPrefix("catalog browse")
      if needsTerminal {
        let ran = try sandbox.run(command, environment: environment, terminal: script)
        #expect(ran.status == 0, "\(example.command) on a terminal: \(ran.output)")
        if let said = claim?.onTerminal { #expect(Self.plain(ran.output).contains(said), "\(example.command)") }
        // Also in a pipe only when the README says what it prints there.
        if claim?.inPipe == nil { continue }
      }
      let ran = try sandbox.run(command, environment: environment)
      #expect(ran.status == 0, "\(example.command): \(ran.output)")
      for line in example.shown {
        #expect(ran.output.split(separator: "\n").contains { $0 == line }, "\(example.command) shows \(line)")
      }
      if let said = claim?.inPipe { #expect(ran.output.contains(said), "\(example.command)") }
    }
  }

  /// What a terminal showed, as text: no escape sequences, and spaces for the no-break spaces
  /// money is written with.
  static func plain(_ text: String) -> String {
    let noEscapes = text.replacingOccurrences(of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    return noEscapes.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
  }

  /// A home of its own with the files the examples name, where every example runs in turn.
  struct Sandbox {
    let folder: URL

    init() throws {
      let manager = FileManager.default
      folder = manager.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
      try manager.createDirectory(
        at: folder.appendingPathComponent(".config/fish/completions"), withIntermediateDirectories: true)
      for name in ["my-catalog.json", "big.json", "products.json"] {
        try manager.copyItem(at: TestServer.catalog, to: folder.appendingPathComponent(name))
      }
      try Data(#"{"title": "Desk lamp", "price": 24.99, "category": "home-decoration"}"#.utf8)
        .write(to: folder.appendingPathComponent("lamp.json"))
      // The users `catalog serve --users` reads: the operator's own, private file.
      _ = try ServeProcess.usersFile(in: folder, [("ada", "lovelace-1842")])
      // The offline rates example names the file by its path in the repository.
      try manager.createSymbolicLink(
        at: folder.appendingPathComponent("Tests"),
        withDestinationURL: CatalogProcess.packageRoot.appendingPathComponent("Tests"))
    }

    /// A person's environment with nothing of the developer's: no pager, an editor that saves the
    /// text as it is, a browser that opens nothing, and the offline rates.
    var environment: [String: String] {
      [
        "HOME": folder.path, "PATH": CatalogProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin",
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "SHELL": "/bin/bash", "CATALOG_PAGER": "",
        "EDITOR": "true", "BROWSER": "true", "CATALOG_CACHE_DIR": folder.appendingPathComponent("cache").path,
        "CATALOG_RATES": CatalogProcess.packageRoot.appendingPathComponent(
          "Tests/EndToEndTests/Fixtures/rates-latest.json"
        ).path,
      ]
    }

    /// Runs `command` in bash (a pipeline fails if any part does), or on a pseudo-terminal
    /// through `terminal` (util-linux's `script`), where `q` is typed once it has had time to
    /// draw. Standard input is otherwise empty, as in CI.
    func run(_ command: String, environment: [String: String], terminal: String? = nil) throws -> (
      status: Int32, output: String
    ) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/bash")
      if let terminal {
        // The shell types `q`, so a program that ended first cannot break this runner's pipe.
        let inner = "set -o pipefail; " + command
        process.arguments = ["-c", "(sleep 2; printf q) | \(terminal) -qec \"$0\" /dev/null", inner]
      } else {
        process.arguments = ["-o", "pipefail", "-c", command]
      }
      process.currentDirectoryURL = folder
      process.environment = environment
      let output = folder.appendingPathComponent("output-\(UUID().uuidString)")
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
      defer { try? FileManager.default.removeItem(at: output) }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = process.standardOutput
      try process.run()
      let deadline = Date().addingTimeInterval(30)
      while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
      if process.isRunning { process.terminate() }
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self))
    }

    func remove() {
      try? FileManager.default.removeItem(at: folder)
    }
  }
}
