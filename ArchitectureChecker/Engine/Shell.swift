import Foundation

/// Runs a tool found on the PATH and returns its standard output; a non-zero exit is an error
/// carrying what the tool said on standard error.
enum Shell {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> String {
    // Standard error goes to a file, so only standard output needs draining while the tool runs.
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("shell-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      throw Failure(description: "\(tool) \(arguments.joined(separator: " ")) failed: \(stderr)")
    }
    return String(decoding: outputData, as: UTF8.self)
  }
}
