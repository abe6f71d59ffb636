import Testing

@testable import ExternalInterfaces

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct ClosedOnExecPipeTests {
  @Test func bothEndsAreClosedOnExecAndCarryBytes() throws {
    let ends = try #require(ClosedOnExecPipe.make())
    defer { [ends.read, ends.write].forEach { close($0) } }
    #expect(fcntl(ends.read, F_GETFD) & FD_CLOEXEC != 0)
    #expect(fcntl(ends.write, F_GETFD) & FD_CLOEXEC != 0)
    var sent: UInt8 = 42
    #expect(write(ends.write, &sent, 1) == 1)
    var received: UInt8 = 0
    #expect(read(ends.read, &received, 1) == 1)
    #expect(received == 42)
  }
}
