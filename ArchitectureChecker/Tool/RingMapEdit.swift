import Foundation

/// Edits a team's ring map in place, as a person would: one key added after the opening brace,
/// everything else (order, spacing, other keys) left as written, and the result read back before
/// it replaces the map, so an edit never leaves a map the checker cannot read.
enum RingMapEdit {
  /// The map's text with `"baseline": file` added; nil when the text does not open an object.
  static func namingBaseline(_ file: String, in text: String) -> String? {
    guard let brace = text.firstIndex(of: "{"), text[..<brace].allSatisfy(\.isWhitespace) else { return nil }
    let after = text[text.index(after: brace)...]
    let indent = after.drop { $0 == "\n" || $0 == "\r" }.prefix { $0 == " " || $0 == "\t" }
    let line = "\n\(indent.isEmpty ? "  " : indent)\"baseline\": \(Diagnostic.quoted(file)),"
    return String(text[...brace]) + line + after
  }

  /// Adds the key to the map at `url`, atomically; a sentence for people when it cannot.
  static func nameBaseline(_ file: String, inMapAt url: URL) -> String? {
    guard let text = try? String(contentsOf: url, encoding: .utf8),
      let edited = namingBaseline(file, in: text)
    else { return "cannot read \(url.path) as a JSON object" }
    guard let map = try? RingMapReader(file: url.lastPathComponent).read(Data(edited.utf8)), map.baseline == file else {
      return "\(url.path) would not read with the key added"
    }
    do { try Data(edited.utf8).write(to: url, options: .atomic) } catch {
      return "cannot write \(url.path): \(error.localizedDescription)"
    }
    return nil
  }
}
