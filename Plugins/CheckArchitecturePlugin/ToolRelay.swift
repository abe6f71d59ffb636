import Foundation

/// Runs the checker and passes on what it printed, whole. SwiftPM relays a plugin's output in
/// the 4 KB blocks it reads from the pipe, and when the plugin ends it prints "Plugin ended
/// with exit code" at once, between two blocks: in the middle of a line, unless a block ends
/// where a line does. So no line is let across a block boundary: the line before it is padded
/// with spaces.
struct ToolRelay {
  let tool: URL
  /// The plugin's own folder, for the tool's output while it runs.
  let work: URL

  static let block = 4096

  /// The tool's exit status.
  func run(_ arguments: [String]) -> Int32 {
    let folder = work.appendingPathComponent("run-\(UUID())")
    let (output, errors) = (folder.appendingPathComponent("out"), folder.appendingPathComponent("err"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      for file in [output, errors] { try Data().write(to: file, options: .withoutOverwriting) }
      process.standardOutput = try FileHandle(forWritingTo: output)
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
    } catch {
      say("check-architecture: error: cannot run \(tool.path): \(error)\n")
      return 2
    }
    process.waitUntilExit()
    // The findings, then the notes with the summary last.
    let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    say(read(output) + read(errors))
    return process.terminationStatus
  }

  private func say(_ text: String) {
    guard !text.isEmpty else { return }
    FileHandle.standardError.write(Data(Self.padded(text).utf8))
  }

  /// `text` with no line across a block boundary: where one would, the line before it ends in
  /// spaces up to the boundary. SwiftPM reads the pipe a block at a time, so wherever it cuts,
  /// it cuts between lines.
  static func padded(_ text: String) -> String {
    var result: [UInt8] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
      let length = line.utf8.count + 1
      let used = result.count % block
      if used > 0, used + length > block, length <= block, result.last == 10 {
        result.removeLast()
        result += [UInt8](repeating: 32, count: block - used) + [10]
      }
      result += Array(line.utf8) + [10]
    }
    return String(decoding: result, as: UTF8.self)
  }
}
