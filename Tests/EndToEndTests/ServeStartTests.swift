import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The URL is printed once the server can answer promptly: after it has read the catalog, or
/// after the warm-up's patience (2 s) if reading takes longer. A catalog on standard input shows
/// it: for the first second, with no catalog, no URL.
@Suite struct ServeStartTests {
  @Test func theURLComesOnlyOnceTheCatalogIsRead() throws {
    let process = Process()
    process.executableURL = CatalogProcess.binary
    process.arguments = ["serve", "--source", "-", "--port", "0", "--read-only"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    // A second with no catalog: nothing may be printed (the server is still reading).
    var ready = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    #expect(poll(&ready, 1, 1_000) == 0, "the URL was printed before the catalog was read")
    try input.fileHandleForWriting.write(contentsOf: Data(contentsOf: TestServer.catalog))
    try input.fileHandleForWriting.close()
    #expect(poll(&ready, 1, 30_000) == 1)
    let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    #expect(line.hasPrefix("http://127.0.0.1:"), "\(line)")
    guard
      let port = line.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    else { return }
    let answer = try SocketClient.exchange(port: port, "GET", "/products/categories")
    #expect(answer.status == 200)
  }
}
