import Foundation
import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

/// A one-off command's replaced files are held by a `cat` started apart until the command lets
/// go of its end of a pipe (at exit, in the binary), and freed there.
@Suite struct FreedAfterExitTests {
  /// A file of `size` bytes, open, whose name is already gone: a version a write replaced.
  static func replacedFile(size: Int) throws -> (descriptor: Int32, name: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("replaced-\(UUID().uuidString)").path
    try Data(count: size).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    try #require(descriptor >= 0)
    unlink(path)
    return (descriptor, path)
  }

  /// A pipe's ends, the reading one not blocking: a read says whether every writing end is
  /// closed (0) or one is still open (-1), whatever numbers other tests' descriptors reuse.
  /// Close-on-exec, or a child another test starts meanwhile would hold the writing end.
  static func pipeEnds() throws -> (read: Int32, write: Int32) {
    let ends = try #require(ClosedOnExecPipe.make())
    _ = fcntl(ends.read, F_SETFL, O_NONBLOCK)
    return ends
  }

  /// Whether every writing end is closed, asked until it is or 10 s have passed: a child
  /// another test starts holds a copy of each end until it runs its program, a moment later.
  static func writersAreClosed(_ readEnd: Int32) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    var byte: UInt8 = 0
    while read(readEnd, &byte, 1) != 0 {
      guard Date() < deadline else { return false }
      usleep(1_000)
    }
    return true
  }

  @Test func theHolderHasTheReplacedFileUntilItsEndIsClosedThenEnds() throws {
    let file = try Self.replacedFile(size: 64 << 10)
    let handed = try #require(FreedAfterExit(minimumBytes: 0).hand([file.descriptor]))
    let descriptors = "/proc/\(handed.holder)/fd"
    let deadline = Date().addingTimeInterval(10)
    func held() -> String? { try? FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/3") }
    while held() != file.name + " (deleted)", Date() < deadline { usleep(10_000) }
    #expect(held() == file.name + " (deleted)", "the holder has the replaced file as its descriptor 3")
    // While `cat` starts, its loader opens the libraries it needs on descriptor 4 and closes
    // them: what it holds is asked until it settles, and a descriptor leaked to it never would.
    func holding() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []).sorted() }
    while holding() != ["0", "1", "2", "3"], Date() < deadline { usleep(10_000) }
    #expect(holding() == ["0", "1", "2", "3"], "nothing else of this process: \(holding())")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/1") == "/dev/null")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: descriptors + "/0").hasPrefix("pipe:"))
    usleep(100_000)
    var status: Int32 = 0
    #expect(waitpid(handed.holder, &status, WNOHANG) == 0, "it waits while the end is open")
    close(handed.end)
    #expect(waitpid(handed.holder, &status, 0) == handed.holder)
    #expect(status == 0, "cat read its input to the end and exited")
  }

  @Test func belowTheMinimumOrWithoutAHolderTheDescriptorsAreClosedHere() throws {
    for release in [FreedAfterExit(), FreedAfterExit(holder: "/nonexistent/holder", minimumBytes: 0)] {
      let ends = try Self.pipeEnds()
      defer { close(ends.read) }
      #expect(release.hand([ends.write]) == nil, "no holder started")
      #expect(Self.writersAreClosed(ends.read), "the descriptor was closed here")
    }
  }

  @Test func descriptorsGoToTheHolderInTheOrderGivenWhateverTheirNumbers() throws {
    // Two files given in the order of their numbers reversed: each must land where it is meant.
    let first = try Self.replacedFile(size: 4 << 10)
    let second = try Self.replacedFile(size: 8 << 10)
    let (low, high) = first.descriptor < second.descriptor ? (first, second) : (second, first)
    let handed = try #require(FreedAfterExit(minimumBytes: 0).hand([high.descriptor, low.descriptor]))
    defer {
      close(handed.end)
      var status: Int32 = 0
      _ = waitpid(handed.holder, &status, 0)
    }
    let descriptors = "/proc/\(handed.holder)/fd"
    func held(_ number: Int) -> String? {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\(number)")
    }
    let deadline = Date().addingTimeInterval(10)
    while held(4) == nil || held(0)?.hasPrefix("pipe:") != true, Date() < deadline { usleep(10_000) }
    #expect(held(3) == high.name + " (deleted)")
    #expect(held(4) == low.name + " (deleted)")
  }
}
