/// Streams a JSON array element by element, so a large export is never held whole: each element
/// is encoded, written and dropped before the next. Elements may come in several batches
/// (`append`), then `finish` closes the array; `write` does all three for one batch. As JSON
/// lines (`-o jsonl`) each element is one compact line, and there is nothing to close.
@MainActor
final class JSONArrayWriter {
  enum Style { case array, lines }

  private let sink: any TextSink
  private let style: Style
  private let writer = JSONWriter()
  private var wroteElement = false

  init(sink: any TextSink, style: Style = .array) {
    (self.sink, self.style) = (sink, style)
  }

  func write<Element>(_ elements: [Element], as encode: (Element) -> JSONValue) {
    append(elements, as: encode)
    finish()
  }

  func append<Element>(_ elements: [Element], as encode: (Element) -> JSONValue) {
    var bytes: [UInt8] = []
    for element in elements {
      switch style {
      case .array:
        bytes += (wroteElement ? ",\n  " : "[\n  ").utf8
        writer.write(encode(element), indent: 2, into: &bytes)
      case .lines:
        writer.writeCompact(encode(element), into: &bytes)
        bytes.append(UInt8(ascii: "\n"))
      }
      wroteElement = true
      if bytes.count >= 1 << 16 {
        sink.write(bytes: bytes)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    if !bytes.isEmpty { sink.write(bytes: bytes) }
  }

  /// One value alone (`show -o json`), not in an array: indented, or one line as JSON lines.
  func writeOne(_ value: JSONValue) {
    var bytes: [UInt8] = []
    switch style {
    case .array: writer.write(value, indent: 0, into: &bytes)
    case .lines: writer.writeCompact(value, into: &bytes)
    }
    bytes.append(UInt8(ascii: "\n"))
    sink.write(bytes: bytes)
  }

  func finish() {
    guard style == .array else { return }
    sink.write(wroteElement ? "\n]\n" : "[]\n")
  }
}
