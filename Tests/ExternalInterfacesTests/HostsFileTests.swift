import BusinessLogic
import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// The file of kept credentials: private, never through a link, every change under a lock and
/// atomic, and nothing it does not know dropped.
@Suite struct HostsFileTests {
  private func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hosts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func mode(_ path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
  }

  private func member(_ name: String, _ token: String) -> JSONTree.Member {
    JSONTree.Member(name: name, value: .object([JSONTree.Member(name: "token", value: .string(token))]))
  }

  @Test func theFolderFollowsXDGThenHome() {
    #expect(HostsFile.folder(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"]) == "/c/catalog")
    #expect(HostsFile.folder(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/catalog")
    #expect(HostsFile.folder(environment: [:]) == nil)
  }

  @Test func aFirstChangeMakesAPrivateFolderAndFile() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = HostsFile(folder: root.appendingPathComponent(".config/catalog").path)
    #expect(file.hosts() == .success([]))
    #expect(file.update { $0.append(member("http://127.0.0.1:8001", "a")) } == nil)
    #expect(try mode(file.folder) == 0o700)
    #expect(try mode(file.folder + "/hosts.json") == 0o600)
    #expect(file.hosts() == .success([member("http://127.0.0.1:8001", "a")]))
  }

  @Test func whatItDoesNotKnowIsKept() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = HostsFile(folder: root.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.path)
    let text = #"{"https://a.example": {"token": "x", "note": 1.50}, "version": 2}"#
    _ = FileManager.default.createFile(
      atPath: root.appendingPathComponent("hosts.json").path, contents: Data(text.utf8),
      attributes: [.posixPermissions: 0o600])
    #expect(file.update { $0.append(member("https://b.example", "y")) } == nil)
    let hosts = try file.hosts().get()
    #expect(hosts.map(\.name) == ["https://a.example", "version", "https://b.example"])
    #expect(
      hosts.first?.value
        == .object([
          JSONTree.Member(name: "token", value: .string("x")), JSONTree.Member(name: "note", value: .number("1.50")),
        ]))
  }

  @Test func aLinkOrAFileOthersCanReadIsRefusedAndLeftAlone() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.path)
    let elsewhere = root.appendingPathComponent("elsewhere.json")
    _ = FileManager.default.createFile(atPath: elsewhere.path, contents: Data("{}".utf8))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("hosts.json").path, withDestinationPath: elsewhere.path)
    let file = HostsFile(folder: root.path)
    #expect(file.hosts() == .failure(.notAFile))
    #expect(file.update { $0.append(member("https://a.example", "x")) } == .notAFile)
    #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "{}")

    try FileManager.default.removeItem(at: root.appendingPathComponent("hosts.json"))
    _ = FileManager.default.createFile(
      atPath: root.appendingPathComponent("hosts.json").path, contents: Data("{}".utf8),
      attributes: [.posixPermissions: 0o644])
    #expect(file.hosts() == .failure(.readableByOthers(.file, mode: 0o644)))

    // The folder is named as the folder (issue 37: it was reported as the file).
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: root.path)
    #expect(file.hosts() == .failure(.readableByOthers(.folder, mode: 0o755)))
    #expect(
      KeptSignIns(file: file).fact(.readableByOthers(.folder, mode: 0o755))
        == .readableByOthers(path: root.path, mode: 0o755))
    let link = root.appendingPathComponent("linked")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: root.path)
    #expect(HostsFile(folder: link.path).hosts() == .failure(.folderIsALink))
  }

  /// A file with another name (a hard link) is refused, so a token forgotten here is not kept
  /// there (issue 37).
  @Test func aHardLinkedFileIsRefusedAndLeftAlone() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.path)
    let file = HostsFile(folder: root.path)
    #expect(file.update { $0.append(member("https://a.example", "secret")) } == nil)
    let other = root.appendingPathComponent("other.json").path
    #expect(link(file.folder + "/hosts.json", other) == 0)
    #expect(file.hosts() == .failure(.hardLinked(links: 2)))
    #expect(file.update { $0.removeAll() } == .hardLinked(links: 2))
    #expect(try String(contentsOfFile: other, encoding: .utf8).contains("secret"))
  }

  /// A change is never written when the file would be larger than the reader takes: the file
  /// stays one every command can read (issue 37: one huge token made every sign-in unusable).
  @Test func aChangeThatWouldOutgrowTheReaderIsNotWritten() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = HostsFile(folder: root.appendingPathComponent("catalog").path)
    #expect(file.update { $0.append(member("https://a.example", "kept")) } == nil)
    let huge = String(repeating: "x", count: HostsFile.largestFile)
    #expect(file.update { $0.append(member("https://b.example", huge)) } == .wouldBeTooLarge)
    #expect(file.hosts() == .success([member("https://a.example", "kept")]))
  }

  /// A file larger than is read back (left by a version that kept anything a server answered)
  /// can still have the sign-in that made it so forgotten, and is then read again.
  @Test func aLogoutForgetsFromAFileTooLargeToRead() throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: root.path)
    let huge = String(repeating: "x", count: 3 << 19)
    let text =
      #"{"https://a.example": {"kind": "dummyjson", "url": "https://a.example", "account": "a", "token": "t"}, "#
      + #""https://b.example": {"kind": "dummyjson", "url": "https://b.example", "account": "b", "token": "t", "#
      + #""refreshToken": ""# + huge + #""}}"#
    _ = FileManager.default.createFile(
      atPath: root.appendingPathComponent("hosts.json").path, contents: Data(text.utf8),
      attributes: [.posixPermissions: 0o600])
    let kept = KeptSignIns(file: HostsFile(folder: root.path))
    #expect(throws: KeptSignInsProblem.damaged(path: root.path + "/hosts.json")) { try kept.all() }
    let forgotten = try #require(try kept.forget("https://b.example"))
    #expect(forgotten.account.name == "b" && forgotten.signIn == nil, "its token is never sent, even to log out")
    #expect(try kept.all().map(\.origin) == ["https://a.example"])
  }

  /// Two writers at once, each adding its own hosts: every one of them is kept.
  @Test func concurrentChangesLoseNothing() async throws {
    let root = try scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("catalog").path
    await withTaskGroup(of: Void.self) { group in
      for writer in 0..<2 {
        group.addTask {
          for index in 0..<40 {
            _ = HostsFile(folder: folder).update {
              $0.append(JSONTree.Member(name: "\(writer)-\(index)", value: .null))
            }
          }
        }
      }
    }
    let names = Set(try HostsFile(folder: folder).hosts().get().map(\.name))
    #expect(names.count == 80)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "hosts.json" }
    #expect(leftovers.isEmpty)
  }
}
