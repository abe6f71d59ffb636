import Foundation

/// Runs the built `catalog` binary the way a user would and captures everything it says.
struct CatalogProcess {
  struct Outcome: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The package root, where golden commands run, so fixture paths are the ones in the repo.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `catalog` is built beside the test runner; find it from the runner's own path.
  static var binary: URL {
    let runner = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
    return runner.deletingLastPathComponent().appendingPathComponent("catalog")
  }

  static func run(
    _ arguments: [String], environment: [String: String] = [:], executable: URL = binary,
    wrapper: [String] = [], timeout: TimeInterval = 30, directory: URL? = nil, input: String? = nil
  ) throws -> Outcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)

    let process = Process()
    if wrapper.isEmpty {
      process.executableURL = executable
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: wrapper[0])
      process.arguments = Array(wrapper.dropFirst()) + [executable.path] + arguments
    }
    process.currentDirectoryURL = directory ?? packageRoot
    // A clean environment: nothing from the developer's shell may change the output.
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
    if let input {
      let inURL = scratch.appendingPathComponent("stdin")
      try Data(input.utf8).write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw TimedOut(arguments: arguments)
    }
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
  }

  struct TimedOut: Error, CustomStringConvertible {
    let arguments: [String]
    var description: String { "catalog \(arguments.joined(separator: " ")) did not finish in time" }
  }
}
