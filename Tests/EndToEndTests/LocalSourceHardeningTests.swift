import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Local sources as a clumsy user or a hostile file would present them, against the real binary.
@Suite struct LocalSourceHardeningTests {
  private var binary: String { ShellWords.quote(CatalogProcess.binary.path) }
  private static let minimal = CatalogProcess.packageRoot.appendingPathComponent(
    "Tests/EndToEndTests/Fixtures/minimal.json")

  private func shell(_ command: String, environment: [String: String] = [:], timeout: TimeInterval = 60) throws
    -> CatalogProcess.Outcome
  {
    try CatalogProcess.run(
      ["-c", command], environment: environment, executable: URL(fileURLWithPath: "/bin/bash"), timeout: timeout)
  }

  private func temporary(_ name: String) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
  }

  /// A catalog of `count` products, each with a long description, as one JSON array.
  static func largeCatalog(_ count: Int) -> Data {
    catalog(count, padding: "description")
  }

  /// A catalog of `count` products as large as `largeCatalog`'s, so large enough to be indexed,
  /// whose padding is in a field the index does not read: the text a cache build makes its
  /// lists of is short, and a debug build indexes 30,000 products in about a second.
  static func indexedCatalog(_ count: Int) -> Data {
    catalog(count, padding: "notes")
  }

  private static func catalog(_ count: Int, padding field: String) -> Data {
    var text = "["
    let padding = String(repeating: "lorem ipsum ", count: 30)
    let description = field == "description" ? "" : ",\"description\":\"lorem ipsum\""
    for id in 1...count {
      text += (id > 1 ? "," : "") + "{\"id\":\(id),\"title\":\"Product \(id)\",\"price\":\(id % 100).5,"
      text += "\"category\":\"c\(id % 7)\"\(description),\"\(field)\":\"\(padding)\"}"
    }
    return Data((text + "]").utf8)
  }

  @Test func aFileTruncatedWhileItIsReadIsAnErrorNeverACrash() throws {
    let original = Self.largeCatalog(120_000)
    let file = temporary("shrinking.json")
    defer { try? FileManager.default.removeItem(at: file) }
    var sawTheError = false
    for attempt in 0..<12 where !sawTheError {
      try original.write(to: file)
      // Truncate at a moment somewhere inside the read (a debug build reads this in about a second).
      let delay = 0.02 + 0.06 * Double(attempt)
      let outcome = try shell(
        "(sleep \(delay); truncate -s 4096 \(ShellWords.quote(file.path))) & "
          + "CATALOG_CACHE_DIR= \(binary) list -S zzz --source \(ShellWords.quote(file.path)); status=$?; wait; exit $status"
      )
      #expect(outcome.status == 0 || outcome.status == 1, "no signal: \(outcome.status) \(outcome.stderr)")
      #expect(!outcome.stderr.contains("Fatal error") && !outcome.stderr.contains("Backtrace"))
      if outcome.status == 1 {
        let shrank = outcome.stderr.contains("the file got shorter while it was being read")
        let cut = outcome.stderr.contains("is not a valid catalog")  // truncated before the read began
        #expect(shrank || cut, "\(outcome.stderr)")
        sawTheError = sawTheError || shrank
      }
    }
    #expect(sawTheError, "no attempt truncated the file during the read")
  }

  /// Another program rewriting bytes in place while the file is read: the answer may be wrong
  /// (as for any reader of a file being written), but the process never traps on what it reads.
  @Test func bytesRewrittenInPlaceWhileTheyAreReadNeverCrash() throws {
    let original = Self.largeCatalog(120_000)
    let file = temporary("scribbled.json")
    defer { try? FileManager.default.removeItem(at: file) }
    let scribbler =
      "import os, random, sys, time\ntime.sleep(float(sys.argv[2]))\nsize = os.path.getsize(sys.argv[1])\n"
      + "with open(sys.argv[1], 'r+b') as f:\n  for _ in range(3000):\n"
      + "    f.seek(random.randrange(size)); f.write(bytes([random.randrange(256)]))\n"
    for attempt in 0..<6 {
      try original.write(to: file)
      let delay = 0.05 + 0.15 * Double(attempt)
      let outcome = try shell(
        "python3 -c \(ShellWords.quote(scribbler)) \(ShellWords.quote(file.path)) \(delay) & "
          + "CATALOG_CACHE_DIR= \(binary) list -S zzz --sort price --source \(ShellWords.quote(file.path)); "
          + "status=$?; wait; exit $status")
      #expect(outcome.status == 0 || outcome.status == 1, "no trap: \(outcome.status) \(outcome.stderr.prefix(400))")
    }
  }

  @Test func standardInputIsASource() throws {
    let piped = try shell("cat \(ShellWords.quote(Self.minimal.path)) | \(binary) list --source - --sort price")
    let redirected = try shell("\(binary) list --source - --sort price < \(ShellWords.quote(Self.minimal.path))")
    let direct = try CatalogProcess.run(["list", "--sort", "price", "--source", Self.minimal.path])
    #expect(piped.status == 0 && redirected.status == 0, "\(piped.stderr) \(redirected.stderr)")
    #expect(piped.stdout == direct.stdout)
    #expect(redirected.stdout == direct.stdout)
    let broken = try shell("echo '[{\"id\": 1' | \(binary) list --source -")
    #expect(broken.status == 1)
    #expect(broken.stderr.hasPrefix("error: standard input is not a valid catalog: "))
  }

  @Test func devicesAreRefusedAndStreamsAreCapped() throws {
    for device in ["/dev/zero", "/dev/urandom"] {
      let outcome = try CatalogProcess.run(["list", "--source", device], timeout: 10)
      #expect(outcome.status == 1)
      #expect(
        outcome.stderr.hasPrefix("error: cannot read \(device): it is a device, not a file, a pipe or a terminal\n"))
    }
    // Noise through a pipe is refused after its first chunk, not read until memory runs out.
    let noise = try shell("\(binary) list --source - < <(cat /dev/urandom)", timeout: 20)
    #expect(noise.status == 1)
    #expect(noise.stderr.contains("is not a valid catalog"))
    // Noise that starts as an array does would start with a product: refused as soon.
    let bracketed = try shell("\(binary) list --source - < <(printf '[x'; cat /dev/urandom)", timeout: 20)
    #expect(bracketed.status == 1)
    #expect(bracketed.stderr.contains("is not a valid catalog"), "\(bracketed.stderr)")
    // An endless document-looking stream stops at the cap, with bounded memory (3 GB of address
    // space for a 2 GB cap).
    let producer =
      "python3 -c 'import sys\nb=b\" \"*(1<<20)\nsys.stdout.buffer.write(b\"[\")\nwhile True: sys.stdout.buffer.write(b)'"
    let endless = try shell("ulimit -v 3500000; (\(producer)) 2>/dev/null | \(binary) list --source -", timeout: 60)
    #expect(endless.status == 1, "\(endless.stderr)")
    #expect(endless.stderr.hasPrefix("error: cannot read standard input: more than 2 GB came through the stream\n"))
  }

  @Test func aFileNameThatIsNotUTF8CanBeRead() throws {
    let folder = temporary("names")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // "café.json" in Latin-1: the é is the single byte 0xE9.
    let made = try shell("cp \(ShellWords.quote(Self.minimal.path)) \(ShellWords.quote(folder.path))/$'caf\\xe9.json'")
    #expect(made.status == 0, "\(made.stderr)")
    let listed = try shell("cd \(ShellWords.quote(folder.path)) && \(binary) list --source $'caf\\xe9.json'")
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.split(separator: "\n").count == 2)
    let fromEnvironment = try shell(
      "cd \(ShellWords.quote(folder.path)) && CATALOG_SOURCE=$'caf\\xe9.json' \(binary) show 2")
    #expect(fromEnvironment.status == 0, "\(fromEnvironment.stderr)")
    let missing = try shell("cd \(ShellWords.quote(folder.path)) && \(binary) list --source $'caf\\xe9x.json'")
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("error: cannot read caf\u{FFFD}x.json: no such file or directory\n"))
  }

  @Test func anUnsafeCacheDirectoryIsNamedOnceAndNotUsed() throws {
    let directory = temporary("shared-cache")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(chmod(directory.path, 0o777) == 0)
    let outcome = try CatalogProcess.run(
      ["list", "--source", Self.minimal.path], environment: ["CATALOG_CACHE_DIR": directory.path])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.split(separator: "\n").count == 2)
    #expect(
      outcome.stderr
        == "warning: not using the index cache \(directory.path): others can write to it (mode 777)\n"
        + "hint: run \"chmod 700 \(directory.path)\" if it is yours, or set CATALOG_CACHE_DIR to a private directory\n")
    // The embedded catalog needs no cache, and says nothing about it.
    let embedded = try CatalogProcess.run(["list", "-L", "1"], environment: ["CATALOG_CACHE_DIR": directory.path])
    #expect(embedded.stderr.isEmpty)
  }

  /// A cache directory that is a link is not mended by chmod (which would follow the link): the
  /// hint says what does.
  @Test func aCacheThatIsALinkIsToldWhatToDoInstead() throws {
    let target = temporary("cache-target")
    let link = temporary("cache-link")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    defer {
      try? FileManager.default.removeItem(at: link)
      try? FileManager.default.removeItem(at: target)
    }
    let outcome = try CatalogProcess.run(["cache", "info"], environment: ["CATALOG_CACHE_DIR": link.path])
    #expect(outcome.status == 1)
    #expect(
      outcome.stderr
        == "error: the index cache \(link.path) is not used: it is a symbolic link, and the cache is never reached"
        + " through one\nhint: set CATALOG_CACHE_DIR to the directory it points to, or replace the link by a directory\n"
    )
  }
}

/// `catalog cache info|clean|build` on a real cache directory.
@Suite struct CacheCommandTests {
  /// `body` given a fresh cache directory and a catalog of 30,000 products (8 MB and more: large
  /// enough to be indexed), both removed afterwards.
  static func withCache(_ label: String, _ body: (_ directory: URL, _ catalog: URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString).json")
    defer {
      try? FileManager.default.removeItem(at: directory)
      try? FileManager.default.removeItem(at: catalog)
    }
    try LocalSourceHardeningTests.indexedCatalog(30_000).write(to: catalog)
    try body(directory, catalog)
  }

  /// Waits for the cache to hold `count` indexes (a build started apart finishing); the last
  /// `cache info` said.
  static func waitForIndexes(_ count: Int, environment: [String: String], timeout: TimeInterval = 60) throws
    -> String
  {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      let info = try CatalogProcess.run(["cache", "info"], environment: environment).stdout
      if info.contains("indexes: \(count)\n") || Date() > deadline { return info }
      usleep(100_000)
    }
  }

  @Test func infoCountsTheIndexesAndCleanRemovesThem() throws {
    try Self.withCache("cache") { directory, catalog in
      let environment = ["CATALOG_CACHE_DIR": directory.path]
      let empty = try CatalogProcess.run(["cache", "info"], environment: environment)
      #expect(
        empty.stdout == "directory: \(directory.path)\nindexes: 0\nsize: 0 B of at most 2 GB (CATALOG_CACHE_SIZE)\n")
      #expect(
        try CatalogProcess.run(["cache", "build", "--source", catalog.path], environment: environment).stdout
          == "indexed \(catalog.path): 30000 products\n")
      let one = try CatalogProcess.run(["cache", "info"], environment: environment)
      #expect(one.stdout.contains("indexes: 1\n"), "\(one.stdout)")
      // The build's scratch files (its columns, orders and lists) have no names: only the index is left.
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(names.count == 1 && names.allSatisfy { $0.hasPrefix("index-") && $0.hasSuffix(".bin") }, "\(names)")
      #expect(
        try CatalogProcess.run(["cache", "build", "--source", catalog.path], environment: environment).stdout
          == "\(catalog.path) is indexed already: 30000 products\n")
      let cleaned = try CatalogProcess.run(["cache", "clean"], environment: environment)
      #expect(cleaned.status == 0)
      #expect(cleaned.stdout.hasPrefix("removed 1 index ("))
      let none = try CatalogProcess.run(["cache", "info"], environment: environment)
      #expect(none.stdout.contains("indexes: 0\n"))
    }
  }

  /// The bound comes from `CATALOG_CACHE_SIZE`; an index larger than it is kept, alone, and
  /// said both when it is built and by `info`, with a bound that would keep it beside others. A
  /// bound that is not a size is refused by `cache` and warned of by a command that goes on.
  @Test func theBoundIsTheUsersAndAnIndexOverItIsSaid() throws {
    try Self.withCache("bound") { directory, catalog in
      let bounded = ["CATALOG_CACHE_DIR": directory.path, "CATALOG_CACHE_SIZE": "1M"]
      #expect(
        try CatalogProcess.run(["cache", "info"], environment: bounded).stdout
          == "directory: \(directory.path)\nindexes: 0\nsize: 0 B of at most 1 MB (CATALOG_CACHE_SIZE)\n")
      let built = try CatalogProcess.run(["cache", "build", "--source", catalog.path], environment: bounded)
      #expect(built.status == 0)
      #expect(built.stdout == "indexed \(catalog.path): 30000 products\n")
      #expect(built.stderr.hasPrefix("warning: the index of \(catalog.path) ("), "\(built.stderr)")
      #expect(built.stderr.contains("is larger than the index cache's bound (1 MB): it is kept alone"))
      #expect(built.stderr.hasSuffix("hint: set CATALOG_CACHE_SIZE=100M (or more) to keep it beside others\n"))
      let info = try CatalogProcess.run(["cache", "info"], environment: bounded).stdout
      #expect(info.contains("indexes: 1\n"), "\(info)")
      #expect(info.contains("\nlargest: "), "\(info)")
      #expect(
        info.hasSuffix(
          ", over the bound: it stays alone until another index is saved; CATALOG_CACHE_SIZE=100M keeps it beside others\n"
        ))

      let roomy = ["CATALOG_CACHE_DIR": directory.path, "CATALOG_CACHE_SIZE": "100M"]
      let again = try CatalogProcess.run(["cache", "info"], environment: roomy).stdout
      #expect(again.contains("of at most 100 MB (CATALOG_CACHE_SIZE)\n") && !again.contains("largest"), "\(again)")

      let bad = ["CATALOG_CACHE_DIR": directory.path, "CATALOG_CACHE_SIZE": "lots"]
      let refused = try CatalogProcess.run(["cache", "info"], environment: bad)
      #expect(refused.status == 2 && refused.stdout.isEmpty)
      #expect(
        refused.stderr == "error: CATALOG_CACHE_SIZE=lots is not a size\n"
          + "hint: set it to a size such as 4G or 500M (units of 1,024 bytes), or unset it for the default 2 GB\n")
      let arguments = ["list", "-S", "product 29", "--sort", "price", "-L", "3", "--source", catalog.path]
      let listed = try CatalogProcess.run(arguments, environment: bad)
      #expect(listed.status == 0)
      #expect(listed.stdout == (try CatalogProcess.run(arguments, environment: roomy)).stdout)
      #expect(listed.stderr.hasPrefix("warning: CATALOG_CACHE_SIZE=lots is not a size; the default bound is used\n"))
    }
  }

  /// A build killed at any moment leaves no scratch file in the directory (each is unlinked as
  /// it is made, and the system frees it with the process), and the next build makes the index.
  @Test func aBuildKilledMidwayLeavesNothingOfItsScratchBehind() throws {
    try Self.withCache("killed") { directory, catalog in
      let environment = ["CATALOG_CACHE_DIR": directory.path]
      for round in 0..<8 {
        let process = Process()
        process.executableURL = CatalogProcess.binary
        process.arguments = ["cache", "build", "--source", catalog.path]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(UInt32(30_000 + round * 60_000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        // Killed between making a scratch file and unlinking it (a few instructions), a build
        // leaves it empty under its process's number, for the next sweep; never one it wrote to.
        for name in names where name.contains("scratch") {
          let size =
            (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path))?[
              .size] as? Int
          #expect(name.contains(".\(process.processIdentifier)-") && size == 0, "round \(round): \(names)")
        }
        _ = try CatalogProcess.run(["cache", "clean"], environment: environment)
      }
      let built = try CatalogProcess.run(["cache", "build", "--source", catalog.path], environment: environment)
      #expect(built.stdout == "indexed \(catalog.path): 30000 products\n", "\(built.stderr)")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      #expect(!names.contains { $0.contains("scratch") }, "\(names)")
    }
  }

  /// The first command on a large file answers from a scan, and the index is built by a
  /// `catalog cache build` it started apart: the command does not wait for it, its output is
  /// the scan's, and the next command finds the index.
  @Test func theFirstCommandLeavesTheIndexToABuildStartedApart() throws {
    try Self.withCache("apart") { directory, catalog in
      let environment = ["CATALOG_CACHE_DIR": directory.path]
      let arguments = ["list", "-S", "product 29", "--sort", "price", "-L", "5", "--source", catalog.path]
      let scanned = try CatalogProcess.run(arguments, environment: ["CATALOG_CACHE_DIR": ""])
      let first = try CatalogProcess.run(arguments, environment: environment)
      #expect(first.status == 0 && first.stderr.isEmpty, "\(first.stderr)")
      #expect(first.stdout == scanned.stdout)
      #expect(try Self.waitForIndexes(1, environment: environment).contains("indexes: 1\n"))
      let later = try CatalogProcess.run(arguments, environment: environment)
      #expect(later.stdout == scanned.stdout)
      #expect(
        try CatalogProcess.run(["cache", "build", "--source", catalog.path], environment: environment).stdout
          == "\(catalog.path) is indexed already: 30000 products\n")
    }
  }

  /// Builds started at once take turns: one reads the file, the others wait and find its index.
  @Test func buildsStartedAtOnceReadTheFileOnce() throws {
    try Self.withCache("turns") { directory, catalog in
      let build = ([CatalogProcess.binary.path, "cache", "build", "--source", catalog.path]).map(ShellWords.quote)
        .joined(separator: " ")
      let outcome = try CatalogProcess.run(
        [
          "-c",
          "export CATALOG_CACHE_DIR=\(ShellWords.quote(directory.path)); for i in 1 2 3 4; do \(build) & done; wait",
        ],
        executable: URL(fileURLWithPath: "/bin/bash"))
      let lines = outcome.stdout.split(separator: "\n").map(String.init).sorted()
      #expect(
        lines == [
          "\(catalog.path) is indexed already: 30000 products", "\(catalog.path) is indexed already: 30000 products",
          "\(catalog.path) is indexed already: 30000 products", "indexed \(catalog.path): 30000 products",
        ], "\(outcome.stdout)\(outcome.stderr)")
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      #expect(names.count == 1 && names.allSatisfy { $0.hasSuffix(".bin") }, "\(names)")
    }
  }

  /// A build in a cache a build holds waits for it; a file that cannot be read is an error.
  @Test func aBuildWaitsForTheOneRunningAndReportsAFileItCannotRead() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("waits-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect(mkdir(directory.path, 0o700) == 0)
    let environment = ["CATALOG_CACHE_DIR": directory.path]
    // The directory locked for 1.5 s, as a running build holds it (here, by this process).
    let held = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    #expect(held >= 0 && flock(held, LOCK_EX) == 0)
    DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { close(held) }
    let started = Date()
    let missing = try CatalogProcess.run(
      ["cache", "build", "--source", directory.path + "/missing.json"], environment: environment)
    #expect(Date().timeIntervalSince(started) >= 1, "it waited for the lock")
    #expect(missing.status == 1)
    #expect(missing.stderr.hasPrefix("error: cannot read \(directory.path)/missing.json: no such file or directory\n"))
  }
}

/// The index build (`catalog cache build`, which a first command starts apart), killed at random
/// moments: the cache then holds a whole index or none, the next command answers as without a
/// cache, and a killed save's temporary is swept away by the next save.
@Suite struct IndexSaveKillTests {
  @Test func aKilledSaveLeavesNoHalfIndexAndNoStrayFile() throws {
    // 30,000 products: long enough a scan and save for the kills below to land in, short enough
    // that the rebuild after each (its orders and lists too) stays quick in a debug build.
    try CacheCommandTests.withCache("killed") { directory, catalog in
      let arguments = ["list", "-S", "product 1", "--sort", "price", "-L", "5", "--source", catalog.path]
      let expected = try CatalogProcess.run(arguments, environment: ["CATALOG_CACHE_DIR": ""])
      let build = ["cache", "build", "--source", catalog.path]
      let command = ([CatalogProcess.binary.path] + build).map(ShellWords.quote).joined(separator: " ")
      for attempt in 0..<8 {
        try? FileManager.default.removeItem(at: directory)
        // Started, then killed after a delay that moves through the scan and the save.
        let delay = 0.1 + 0.12 * Double(attempt)
        let killed = try CatalogProcess.run(
          [
            "-c",
            "CATALOG_CACHE_DIR=\(ShellWords.quote(directory.path)) \(command) > /dev/null & "
              + "sleep \(delay); kill -9 $! 2>/dev/null; wait $! 2>/dev/null; exit 0",
          ],
          executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(killed.status == 0)
        let rebuilt = try CatalogProcess.run(build, environment: ["CATALOG_CACHE_DIR": directory.path])
        #expect(rebuilt.status == 0 && rebuilt.stdout.hasSuffix(": 30000 products\n"), "\(rebuilt.stdout)")
        let again = try CatalogProcess.run(arguments, environment: ["CATALOG_CACHE_DIR": directory.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == expected.stdout, "attempt \(attempt)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(names.count == 1 && names.allSatisfy { $0.hasSuffix(".bin") }, "attempt \(attempt): \(names)")
      }
    }
  }
}
