import Foundation

@testable import ExternalInterfaces

/// Collects what a command writes.
@MainActor
final class StringSink: TextSink {
  private(set) var text = ""
  func write(_ text: String) { self.text += text }
  func write(bytes: [UInt8]) { text += String(decoding: bytes, as: UTF8.self) }
  func flush() {}
}

/// The bundled catalog as the repository holds it, for tests that compare against the source.
enum CatalogFiles {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let products = root.appendingPathComponent("ExternalInterfaces/FileStore/Embedded/products.json")
  static let license = root.appendingPathComponent("ExternalInterfaces/FileStore/Embedded/LICENSE")
}

/// Runs the whole command in-process, as the binary would, with chosen terminal facts.
@MainActor
func runCatalog(
  _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false, width: Int? = nil,
  table: CommandTable = .catalog
) async -> (status: ExitStatus, stdout: String, stderr: String) {
  let output = StringSink()
  let errors = StringSink()
  var command = CatalogCommand(
    arguments: arguments, environment: environment, output: output, errors: errors,
    outputIsTerminal: terminal, inputIsTerminal: terminal, reportedWidth: width)
  command.table = table
  let status = await command.run()
  return (status, output.text, errors.text)
}
