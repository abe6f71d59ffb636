import Foundation

/// Runs one of the repository's scripts and returns what it printed and its exit status.
enum RepositoryScript {
  /// This repository's root, three folders above this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  struct Result {
    let output: String
    let errors: String
    let status: Int32
  }

  static func run(_ script: String, _ arguments: [String] = [], in directory: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = root.appendingPathComponent("scripts/\(script)")
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? root
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorFile)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      output: String(decoding: data, as: UTF8.self),
      errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "", status: process.terminationStatus)
  }
}
