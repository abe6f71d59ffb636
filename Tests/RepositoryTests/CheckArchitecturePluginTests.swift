import Foundation
import Testing

/// The suite as another team adopts it: one `.package(path:)` line and a ring map, then
/// `swift package check-architecture`. A scratch package goes from a finding (in SARIF that
/// validates against the 2.1.0 schema) to a baseline, a fix, a prune and green; a baseline that
/// would grow is refused; a build that fails stops the check. The script route runs from a
/// read-only checkout.
@Suite(.serialized) struct CheckArchitecturePluginTests {
  static let root = RepositoryScript.root

  /// A scratch package whose Core ring reads the clock.
  struct Scratch {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("adopter-\(UUID().uuidString)")

    init() throws {
      let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
          name: "Adopter",
          dependencies: [.package(path: "\(CheckArchitecturePluginTests.root.path)")],
          targets: [
            .target(name: "Core", path: "Sources/Core"),
            .executableTarget(name: "App", dependencies: ["Core"], path: "Sources/App"),
          ]
        )
        """,
        "Sources/Core/Greeting.swift": """
        import Foundation

        public struct Greeting {
          public let text: String
          public init(text: String) { self.text = text }
          public static func stamped() -> Greeting { Greeting(text: "at \\(Date())") }
        }
        """,
        "Sources/App/main.swift": "import Core\n\nprint(Greeting(text: \"hello\").text)\n",
        "rings.json": Self.map(baseline: false),
      ]
      for (path, text) in files { try write(text, to: path) }
    }

    static func map(baseline: Bool) -> String {
      """
      {
        \(baseline ? "\"baseline\": \"architecture-baseline.json\"," : "")
        "rings": [
          { "name": "Core", "targets": ["Core"], "imports": ["Foundation"], "pure": true },
          { "name": "App", "targets": ["App"], "imports": ["*"], "pure": false }
        ]
      }
      """
    }

    func write(_ text: String, to path: String) throws {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// `swift package check-architecture ARGUMENTS` in the scratch package: its status and all
    /// it printed.
    func plugin(_ arguments: [String]) throws -> (status: Int32, output: String) {
      try SceneGeneratorTests.run(
        try SceneGeneratorTests.swift(), ["package", "check-architecture"] + arguments, in: folder)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  /// Validates `log` against the SARIF 2.1.0 schema with jsonschema (.venv-tools, installed by
  /// scripts/install-test-tools with the schema); nil when they are missing outside CI.
  static func schemaProblems(of log: URL) throws -> String? {
    let python = root.appendingPathComponent(".venv-tools/bin/python")
    let schema = root.appendingPathComponent("Tests/ArchitectureTests/Fixtures/sarif-schema-2.1.0.json")
    guard FileManager.default.isExecutableFile(atPath: python.path), FileManager.default.fileExists(atPath: schema.path)
    else {
      if ProcessInfo.processInfo.environment["CI"] == "true" {
        Issue.record("jsonschema or the SARIF schema is missing; scripts/install-test-tools installs them")
      }
      return nil
    }
    let program = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      log = json.load(open(sys.argv[2]))
      errors = [e.message for e in jsonschema.Draft4Validator(schema).iter_errors(log)]
      print("\\n".join(errors) if errors else "valid")
      """
    let ran = try SceneGeneratorTests.run(python.path, ["-c", program, schema.path, log.path], in: root)
    return ran.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func aTeamAdoptsItWithOnePackageLineAndLivesWithABaseline() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let sarif = scratch.folder.appendingPathComponent("architecture.sarif")

    // A finding, as SARIF a code-scanning service takes.
    let first = try scratch.plugin(["--format", "sarif", "--output", sarif.path])
    #expect(first.status != 0)
    #expect(first.output.contains("Plugin ended with exit code 1"), "\(first.output)")
    #expect(first.output.contains("1 violation in \(scratch.folder.path) (io 1)"))
    if let problems = try Self.schemaProblems(of: sarif) { #expect(problems == "valid") }
    let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "io")
    let properties = try #require(result["properties"] as? [String: Any])
    #expect(properties["symbol"] as? String == "Date()")
    #expect(properties["remedy"] as? String == "Move it behind a port in Core and implement it in App.")
    let fingerprint = (result["partialFingerprints"] as? [String: String])?["architectureFinding/v1"]

    // The same finding two lines further down keeps its fingerprint.
    let moved = try scratch.read("Sources/Core/Greeting.swift").replacingOccurrences(
      of: "import Foundation\n", with: "import Foundation\n\n// Greetings.\n")
    try scratch.write(moved, to: "Sources/Core/Greeting.swift")
    _ = try scratch.plugin(["--format", "sarif", "--output", sarif.path])
    let again = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
    let movedResult = try #require(
      ((again["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
    #expect((movedResult["partialFingerprints"] as? [String: String])?["architectureFinding/v1"] == fingerprint)

    // Accepted into a baseline: green.
    let written = try scratch.plugin(["--write-baseline"])
    #expect(written.output.contains("wrote 1 accepted finding to \(scratch.folder.path)/architecture-baseline.json"))
    // The map names it: the tool added the key, the rest of the map as the team wrote it.
    #expect(
      written.output.contains("added \"baseline\": \"architecture-baseline.json\" to \(scratch.folder.path)/rings.json")
    )
    let map = try scratch.read("rings.json")
    #expect(map.hasPrefix("{\n  \"baseline\": \"architecture-baseline.json\",\n"), "\(map)")
    #expect(
      map.hasSuffix(Scratch.map(baseline: false).components(separatedBy: "\n").dropFirst(2).joined(separator: "\n")))
    let accepted = try scratch.plugin([])
    #expect(accepted.status == 0, "\(accepted.output)")
    #expect(accepted.output.contains("1 finding accepted by the baseline"))

    // Fixed: still green, with a note naming the command that lowers the baseline.
    try scratch.write(moved.replacingOccurrences(of: "\\(Date())", with: "noon"), to: "Sources/Core/Greeting.swift")
    let fixed = try scratch.plugin([])
    #expect(fixed.status == 0, "\(fixed.output)")
    #expect(fixed.output.contains("and 1 is gone; run check-architecture with --prune-baseline to lower it"))
    let pruned = try scratch.plugin(["--prune-baseline"])
    #expect(pruned.status == 0, "\(pruned.output)")
    #expect(pruned.output.contains("1 fixed finding removed, 0 still accepted"))
    #expect(!(try scratch.read("architecture-baseline.json")).contains("\"io\""))

    // A new finding: red, and the baseline does not take it unless told.
    try scratch.write(
      "import Foundation\n\npublic func home() -> String { NSHomeDirectory() }\n", to: "Sources/Core/Home.swift")
    let new = try scratch.plugin([])
    #expect(new.status != 0)
    #expect(new.output.contains("Core uses NSHomeDirectory(), process or environment access"), "\(new.output)")
    let refused = try scratch.plugin(["--write-baseline"])
    #expect(refused.output.contains("Plugin ended with exit code 2"), "\(refused.output)")
    #expect(refused.output.contains("1 finding is not in \(scratch.folder.path)/architecture-baseline.json"))
    #expect(!(try scratch.read("architecture-baseline.json")).contains("NSHomeDirectory"))
    let grown = try scratch.plugin(["--write-baseline", "--allow-new-findings"])
    #expect(grown.output.contains("wrote 1 accepted finding"), "\(grown.output)")

    // A build that fails is no check of an old index.
    try scratch.write("let broken: Int = \"no\"\n", to: "Sources/App/Broken.swift")
    let broken = try scratch.plugin([])
    #expect(broken.output.contains("Plugin ended with exit code 2"), "\(broken.output)")
    #expect(broken.output.contains("the build of Adopter failed; nothing was checked"))
    #expect(!broken.output.contains("violation"))
  }

  /// The script compiles the checker into the user's cache, not the checkout, so a read-only
  /// checkout (a vendored copy, a CI cache) runs it; an index older than the code is exit 2.
  @Test func theScriptRunsFromAReadOnlyCheckoutAndRefusesAStaleIndex() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let checkout = scratch.folder.appendingPathComponent("suite")
    for path in ["scripts/check-architecture", "ArchitectureChecker"] {
      let target = checkout.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: Self.root.appendingPathComponent(path), to: target)
    }
    let cache = scratch.folder.appendingPathComponent("cache")
    try SceneGeneratorTests.run("/bin/chmod", ["-R", "a-w", checkout.path], in: scratch.folder)
    defer { _ = try? SceneGeneratorTests.run("/bin/chmod", ["-R", "u+w", checkout.path], in: scratch.folder) }
    let environment = "XDG_CACHE_HOME=\(cache.path)"
    let script = checkout.appendingPathComponent("scripts/check-architecture").path
    let ran = try SceneGeneratorTests.run(
      "/usr/bin/env", [environment, script, scratch.folder.path, "--format", "json"], in: scratch.folder)
    #expect(ran.status == 1, "\(ran.output)")
    #expect(ran.output.contains("\"rule\": \"io\""))
    #expect(ran.output.contains("\"symbol\": \"Date()\""))
    #expect(ran.output.contains("\"rings\": [\"Core\"]"))
    let built = try FileManager.default.contentsOfDirectory(
      atPath: cache.appendingPathComponent("check-architecture").path)
    #expect(built.count == 1, "one checker, in the cache")

    // The code changed after the index was written, and nobody built it: no check of it.
    let later = Date().addingTimeInterval(60)
    try FileManager.default.setAttributes(
      [.modificationDate: later],
      ofItemAtPath: scratch.folder.appendingPathComponent("Sources/Core/Greeting.swift").path)
    let stale = try SceneGeneratorTests.run(
      "/usr/bin/env", [environment, script, scratch.folder.path, "--no-build"], in: scratch.folder)
    #expect(stale.status == 2, "\(stale.output)")
    #expect(stale.output.contains("the index does not describe the sources (1 file above); nothing was checked"))
  }
}

extension CheckArchitecturePluginTests {
  /// One release line: the checker says the package's version, the catalog's.
  @Test func theCheckerSaysThePackagesRelease() throws {
    func version(in path: String) throws -> String? {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      return text.firstMatch(of: /static let current = "([0-9.]+)"/).map { String($0.1) }
    }
    let catalog = try #require(try version(in: "ExternalInterfaces/System/CatalogVersion.swift"))
    #expect(try version(in: "ArchitectureChecker/Reports/CheckerVersion.swift") == catalog)
    let scratch = try Scratch()
    defer { scratch.remove() }
    let said = try scratch.plugin(["--version"])
    #expect(said.status == 0, "\(said.output)")
    #expect(said.output.contains("check-architecture \(catalog)\n"), "\(said.output)")
  }
}

extension CheckArchitecturePluginTests {
  /// The first ten minutes: no map is said before anything is built; `--init` writes one that
  /// passes as the package stands; marked pure, 400 findings come out as whole lines (SwiftPM
  /// prints its exit message between blocks of a plugin's output); a failed build says each of
  /// its errors once.
  @Test func aTeamStartsWithInitAndReadsWholeLines() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try FileManager.default.removeItem(at: scratch.folder.appendingPathComponent("rings.json"))
    let none = try scratch.plugin([])
    #expect(none.output.contains("no ring map for \(scratch.folder.path): write a starting one with --init"))
    #expect(!none.output.contains("Compiling Core"), "the package was built before the map was looked for")

    let started = try scratch.plugin(["--init"])
    #expect(started.status == 0, "\(started.output)")
    #expect(started.output.contains("2 rings, one per target, innermost first (Core ← App)"))
    #expect(try scratch.read("rings.json").contains("\"mayExamineNothing\""))
    let green = try scratch.plugin([])
    #expect(green.status == 0, "a starting map passes as the package stands: \(green.output)")
    #expect(green.output.contains("Compiling Core"), "the build's progress is shown")

    let pure = try scratch.read("rings.json").replacingOccurrences(
      of: "\"targets\": [\"Core\"], \"imports\": [\"*\"], \"pure\": false",
      with: "\"targets\": [\"Core\"], \"imports\": [\"*\"], \"pure\": true")
    try scratch.write(pure, to: "rings.json")
    let stamps = (0..<400).map { "  public static func stamp\($0)() -> Date { Date() }" }
    try scratch.write(
      "import Foundation\n\npublic enum Many {\n\(stamps.joined(separator: "\n"))\n}\n", to: "Sources/Core/Many.swift")
    let many = try scratch.plugin([])
    let finding = try Regex(
      #"Sources/Core/(Many|Greeting)\.swift:\d+:\d+: error: \[io\] Core uses Date\(\), a clock \(reads the wall clock\); Core must do no I/O\. Move it behind a port in Core and implement it in App\."#
    )
    let lines = many.output.split(separator: "\n").map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    #expect(lines.filter { $0.wholeMatch(of: finding) != nil }.count == 401, "\(many.output.suffix(2000))")
    #expect(lines.contains("error: Plugin ended with exit code 1"))
    for line in lines where line.contains(": error: [") || line.contains("Plugin ended") {
      #expect(
        line.wholeMatch(of: finding) != nil || line == "error: Plugin ended with exit code 1"
          || line.hasPrefix("rings.json:"),
        "a line cut or joined: \(line)")
    }

    try scratch.write("let broken: Int = \"no\"\n", to: "Sources/App/Broken.swift")
    let broken = try scratch.plugin([])
    #expect(broken.output.contains("the build of Adopter failed; nothing was checked"))
    // As often as `swift build` says it (the module's interface and its code each report it).
    let said = { (text: String) in text.components(separatedBy: "cannot convert value of type 'String'").count - 1 }
    let build = try SceneGeneratorTests.run(try SceneGeneratorTests.swift(), ["build"], in: scratch.folder)
    #expect(said(build.output) > 0)
    #expect(said(broken.output) == said(build.output), "\(broken.output)")
    // Swift indexed the broken file all the same: the checker, told not to build, knows the
    // build failed from the object file it lacks, and checks nothing.
    let checker = scratch.folder.appendingPathComponent(".build/debug/ArchitectureChecker-tool")
    let unbuilt = try SceneGeneratorTests.run(checker.path, [scratch.folder.path, "--no-build"], in: scratch.folder)
    #expect(unbuilt.status == 2, "\(unbuilt.output)")
    #expect(
      unbuilt.output.contains("the last build did not finish: Sources/App/Broken.swift did not compile in it"),
      "\(unbuilt.output)")
  }
}

extension CheckArchitecturePluginTests {
  /// The guide's `.package(url:…)` line, as written, resolves: with a clone of this repository
  /// (its committed `main`) at the address the guide leaves to the reader.
  @Test func theGuidesPackageLineResolves() throws {
    let guide = try String(
      contentsOf: Self.root.appendingPathComponent("docs/ARCHITECTURE-TESTS.md"), encoding: .utf8)
    let line = try #require(
      guide.split(separator: "\n").first { $0.contains(".package(url: \"https://…/catalog.git\"") })
    let declared = try #require(line.firstMatch(of: /\.package\(url: "https:\/\/…\/catalog\.git", [^)]*\)/))
    let scratch = try Scratch()
    defer { scratch.remove() }
    let clone = scratch.folder.appendingPathComponent("catalog.git")
    let cloned = try SceneGeneratorTests.run(
      "/usr/bin/git", ["clone", "-q", "--bare", Self.root.path, clone.path], in: scratch.folder)
    #expect(cloned.status == 0, "\(cloned.output)")
    let dependency = String(declared.output).replacingOccurrences(
      of: "https://…/catalog.git", with: clone.absoluteString)
    let manifest = try scratch.read("Package.swift").replacingOccurrences(
      of: ".package(path: \"\(Self.root.path)\")", with: dependency)
    #expect(manifest.contains(dependency))
    try scratch.write(manifest, to: "Package.swift")
    let resolved = try SceneGeneratorTests.run(
      try SceneGeneratorTests.swift(), ["package", "resolve"], in: scratch.folder)
    #expect(resolved.status == 0, "\(dependency): \(resolved.output)")
  }
}
