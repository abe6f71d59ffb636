import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The write guarantees, proven on the built binary: killed at random moments, run eight at
/// once, starved of disk, refused by permissions, pointed through a link. A catalog file is the
/// user's data: after any of these it is the old version or the new one, whole.
@Suite(.serialized) struct WriteFaultTests {
  private let scratch: URL

  init() throws {
    scratch = FileManager.default.temporaryDirectory.appendingPathComponent("write-faults-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  }

  private func shell(_ command: String) throws -> CatalogProcess.Outcome {
    try CatalogProcess.run(["-c", command], executable: URL(fileURLWithPath: "/bin/sh"), timeout: 60)
  }

  private var binary: String { ShellWords.quote(CatalogProcess.binary.path) }

  /// A catalog of `copies` × the embedded products, ids renumbered, in the catalog's layout.
  private func largeCatalog(copies: Int) throws -> Data {
    let listed = try CatalogProcess.run(["list", "-L", "0", "-o", "json"])
    let products = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    var all: [[String: Any]] = []
    for copy in 0..<copies {
      for product in products {
        var renumbered = product
        renumbered["id"] = copy * products.count + ((product["id"] as? Int) ?? 0)
        all.append(renumbered)
      }
    }
    return try JSONSerialization.data(withJSONObject: all, options: [.prettyPrinted])
  }

  /// The binary run on `arguments`, its output discarded, and killed (SIGKILL) at a random
  /// moment within `seconds`; it has ended when this returns.
  private static func killed(_ arguments: [String], environment: [String: String], within seconds: Double) throws
    -> Process
  {
    let process = Process()
    process.executableURL = CatalogProcess.binary
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(useconds_t(Double.random(in: 0...seconds) * 1_000_000))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process
  }

  private func leftovers() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.contains(".catalog-") }
  }

  @Test func killedAtRandomMomentsTheFileIsTheOldOrTheNewOneWhole() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    // About 6 MB: a write long enough to land kills on either side of its rename (a larger file
    // proves no more, and cost CI minutes).
    let before = try largeCatalog(copies: 20)
    let file = scratch.appendingPathComponent("large.json")
    let arguments = ["edit", "3000", "--price", "1.11", "--stock", "3", "--source", file.path]
    let environment = ["CATALOG_CACHE_DIR": ""]
    try before.write(to: file)
    let started = Date()
    let finished = try CatalogProcess.run(arguments, environment: environment)
    let duration = Date().timeIntervalSince(started)
    #expect(finished.status == 0, "\(finished.stderr)")
    let after = try Data(contentsOf: file)
    #expect(after != before)

    var outcomes = (old: 0, new: 0)
    for _ in 0..<40 {
      try before.write(to: file)
      // Spread over the whole run and a little past it: a loaded machine runs it slower.
      let process = try Self.killed(arguments, environment: ["CATALOG_CACHE_DIR": ""], within: duration * 2.5)
      let now = try Data(contentsOf: file)
      #expect(now == before || now == after, "a kill left a file that is neither version")
      if now == before { outcomes.old += 1 } else if now == after { outcomes.new += 1 }
      // Only a kill between naming the new file and renaming it leaves it, under the killed
      // process's number: the next write removes it.
      let left = try leftovers()
      #expect(
        left.allSatisfy { $0.hasPrefix(".large.json.catalog-\(process.processIdentifier)-") }, "a kill left \(left)")
    }
    // Both happened: the kills landed before and after the rename, not all at one end.
    #expect(outcomes.old > 0 && outcomes.new > 0, "\(outcomes)")
    #expect(try CatalogProcess.run(arguments, environment: environment).status == 0)
    #expect(try leftovers().isEmpty, "a write removes what killed writes left")
  }

  /// An indexed file's edit makes the new index while the file is copied and names it after
  /// the rename: killed at any moment, the index the next command finds describes the file as
  /// it is (its answers are the scan's), or there is none.
  @Test func killedAtRandomMomentsAnIndexedFileHasATrueIndexOrNone() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let before = try largeCatalog(copies: 36)  // over 8 MB: large enough for its index to be kept
    let file = scratch.appendingPathComponent("indexed.json")
    let cached = ["CATALOG_CACHE_DIR": scratch.appendingPathComponent("cache").path]
    let edit = ["edit", "3000", "--price", "0.01", "--title", "Cheapest of all", "--source", file.path]
    let query = ["list", "--sort", "price", "-L", "3", "--source", file.path]
    func restore() throws {
      try before.write(to: file)
      #expect(try CatalogProcess.run(["cache", "build", "--source", file.path], environment: cached).status == 0)
      let kept = try FileManager.default.contentsOfDirectory(atPath: cached["CATALOG_CACHE_DIR"] ?? "")
      #expect(kept.contains { $0.hasPrefix("index-") && $0.hasSuffix(".bin") }, "the file is indexed")
    }
    try restore()
    let started = Date()
    #expect(try CatalogProcess.run(edit, environment: cached).status == 0)
    let duration = Date().timeIntervalSince(started)
    for _ in 0..<8 {
      try restore()
      _ = try Self.killed(edit, environment: cached, within: duration * 1.5)
      let indexed = try CatalogProcess.run(query, environment: cached)
      let scanned = try CatalogProcess.run(query, environment: ["CATALOG_CACHE_DIR": ""])
      #expect(indexed.status == 0 && indexed.stdout == scanned.stdout, "\(indexed.stdout)\(indexed.stderr)")
    }
  }

  /// The processes that hold a replaced file once named `path` (a descriptor or a map of it).
  private static func holders(ofReplaced path: String) -> [String] {
    let gone = path + " (deleted)"
    let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return processes.filter { $0.allSatisfy(\.isNumber) }.filter { pid in
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
      let maps = (try? String(contentsOfFile: "/proc/\(pid)/maps", encoding: .utf8)) ?? ""
      return maps.split(separator: "\n").contains { $0.hasSuffix(" " + gone) }
        || open.contains {
          (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\($0)")) == gone
        }
    }
  }

  /// An edit large enough that what it replaced is freed after it exits (`FreedAfterExit`): it
  /// answers, and a moment later no process holds the old version or the old index.
  @Test func whatALargeEditReplacedIsFreedSoonAfterItExits() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("large.json")
    try largeCatalog(copies: 60).write(to: file)  // about 17 MB: past the holder's minimum
    let cache = scratch.appendingPathComponent("cache")
    let cached = ["CATALOG_CACHE_DIR": cache.path]
    #expect(try CatalogProcess.run(["cache", "build", "--source", file.path], environment: cached).status == 0)
    let index = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache.path).first { $0.hasSuffix(".bin") })
    let replaced = [file.path, cache.appendingPathComponent(index).path]
    let edited = try CatalogProcess.run(["edit", "3000", "--stock", "7", "--source", file.path], environment: cached)
    #expect(edited.status == 0 && edited.stdout.hasPrefix("updated product 3000"), "\(edited.stdout)\(edited.stderr)")
    let deadline = Date().addingTimeInterval(10)
    while replaced.contains(where: { !Self.holders(ofReplaced: $0).isEmpty }), Date() < deadline { usleep(20_000) }
    #expect(replaced.allSatisfy { Self.holders(ofReplaced: $0).isEmpty }, "nothing holds what the edit replaced")
    let shown = try CatalogProcess.run(
      ["show", "3000", "--fields", "stock", "--source", file.path], environment: cached)
    #expect(shown.stdout == "stock: 7\n")
  }

  @Test func eightEditsStartedAtOnceAllSurvive() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("catalog.json")
    try largeCatalog(copies: 4).write(to: file)
    let ids = [3, 150, 201, 388, 402, 555, 600, 776]
    let processes = try ids.map { id in
      let process = Process()
      process.executableURL = CatalogProcess.binary
      process.arguments = ["edit", String(id), "--stock", String(1000 + id), "--source", file.path]
      process.environment = ["PATH": "/usr/bin:/bin"]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      return process
    }
    for process in processes { process.waitUntilExit() }
    #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: ids.count))
    for id in ids {
      let shown = try CatalogProcess.run(["show", String(id), "--fields", "stock", "--source", file.path])
      #expect(shown.stdout == "stock: \(1000 + id)\n", "product \(id): \(shown.stdout)\(shown.stderr)")
    }
    #expect(try leftovers().isEmpty)
  }

  @Test func aFullDiskLeavesTheOriginalAndNoTemporary() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let mountPoint = scratch.appendingPathComponent("small")
    try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
    let mounted = try shell("mount -t tmpfs -o size=64k tmpfs \(ShellWords.quote(mountPoint.path)) 2>&1")
    let file: URL
    let command: String
    if mounted.status == 0 {
      file = mountPoint.appendingPathComponent("catalog.json")
      command = "\(binary) edit 2 --price 3 --source \(ShellWords.quote(file.path))"
    } else {
      // Without the right to mount, a file-size limit starves the write the same way.
      file = scratch.appendingPathComponent("catalog.json")
      command = "ulimit -f 16; \(binary) edit 2 --price 3 --source \(ShellWords.quote(file.path))"
    }
    defer { if mounted.status == 0 { _ = try? shell("umount \(ShellWords.quote(mountPoint.path))") } }
    let listed = try CatalogProcess.run(["list", "-L", "0", "-o", "json"])
    // About 40 KB of products: the file fits, a second copy of it does not.
    let catalog = Data(listed.stdout.utf8).prefix(40_000)
    let cut = try #require(String(decoding: catalog, as: UTF8.self).range(of: "\n  },\n", options: .backwards))
    let original = Data((String(decoding: catalog, as: UTF8.self)[..<cut.lowerBound] + "\n  }\n]\n").utf8)
    try original.write(to: file)
    let outcome = try shell(command)
    #expect(outcome.status == 1)
    #expect(
      outcome.stderr.contains("no space left on the device; it was left as it was")
        || outcome.stderr.contains("larger than this process may write"), "\(outcome.stderr)")
    #expect(try Data(contentsOf: file) == original)
    let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(names == ["catalog.json"], "\(names)")
  }

  @Test func readOnlyFilesAndFoldersAreRefusedAndUntouched() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let fixture = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/writable.json")
    let file = scratch.appendingPathComponent("catalog.json")
    try FileManager.default.copyItem(at: fixture, to: file)
    let original = try Data(contentsOf: file)
    chmod(file.path, 0o444)
    let readOnlyFile = try CatalogProcess.run(["edit", "1", "--price", "2", "--source", file.path])
    #expect(readOnlyFile.status == 1)
    #expect(readOnlyFile.stderr.contains("the file is read-only"), "\(readOnlyFile.stderr)")
    chmod(file.path, 0o644)
    chmod(scratch.path, 0o555)
    defer { chmod(scratch.path, 0o755) }
    let readOnlyFolder = try CatalogProcess.run(["delete", "1", "--yes", "--source", file.path])
    #expect(readOnlyFolder.status == 1)
    #expect(readOnlyFolder.stderr.contains("its folder does not allow new files"), "\(readOnlyFolder.stderr)")
    #expect(try Data(contentsOf: file) == original)
  }

  @Test func aLinkedCatalogIsWrittenThroughAndStaysALink() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let fixture = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/writable.json")
    let target = scratch.appendingPathComponent("real.json")
    try FileManager.default.copyItem(at: fixture, to: target)
    chmod(target.path, 0o640)
    let link = scratch.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.json")
    let outcome = try CatalogProcess.run(["edit", "7", "--price", "1.25", "--source", link.path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.json")
    let text = try String(contentsOf: target, encoding: .utf8)
    #expect(text.contains("\"price\": 1.25"))
    let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
    #expect(mode == 0o640)
  }

  @Test func onlyTheEditedProductsBytesChange() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("catalog.json")
    try largeCatalog(copies: 2).write(to: file)
    let before = try Data(contentsOf: file)
    let oldTitle = try CatalogProcess.run(["show", "250", "--fields", "title", "--source", file.path]).stdout
      .dropFirst("title: ".count).dropLast()
    let outcome = try CatalogProcess.run(["edit", "250", "--title", "Renamed", "--source", file.path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let after = try Data(contentsOf: file)
    let common = zip(before, after).prefix { $0 == $1 }.count
    let commonEnd = zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
    let changedOld = String(decoding: before[common..<(before.count - commonEnd)], as: UTF8.self)
    let changedNew = String(decoding: after[common..<(after.count - commonEnd)], as: UTF8.self)
    // The difference is inside product 250's title and nowhere else.
    #expect(!oldTitle.isEmpty && oldTitle.contains(changedOld), "\(changedOld)")
    #expect("Renamed".contains(changedNew), "\(changedNew)")
  }

  @Test func aLockHeldTooLongIsAFailureThatWritesNothing() throws {
    defer { try? FileManager.default.removeItem(at: scratch) }
    let fixture = CatalogProcess.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/writable.json")
    let file = scratch.appendingPathComponent("catalog.json")
    try FileManager.default.copyItem(at: fixture, to: file)
    let holder = open(file.path, O_RDONLY)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX) == 0)
    let outcome = try CatalogProcess.run(["edit", "1", "--price", "2", "--timeout", "0.3", "--source", file.path])
    #expect(outcome.status == 1)
    // The holder here is the test runner, not a catalog command: the words say so.
    #expect(
      outcome.stderr.hasPrefix(
        "error: \(file.path) has been locked by another program (a catalog command, or any that locks the file)"
          + " for more than 0.3 seconds; nothing was written"), "\(outcome.stderr)")
    let oneSecond = try CatalogProcess.run(["edit", "1", "--price", "2", "--timeout", "1", "--source", file.path])
    #expect(oneSecond.stderr.contains("for more than 1 second; nothing"), "\(oneSecond.stderr)")
    let now = try Data(contentsOf: file)
    #expect(try now == Data(contentsOf: fixture))
  }
}
