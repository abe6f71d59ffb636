/// Streams a JSON array element by element, so a large export is never held whole: each element
/// is encoded, written and dropped before the next. Elements may come in several batches
/// (`append`), then `finish` closes the array; `write` does all three for one batch.
@MainActor
final class JSONArrayWriter {
  private let sink: any TextSink
  private let writer = JSONWriter()
  private var wroteElement = false

  init(sink: any TextSink) {
    self.sink = sink
  }

  func write<Element>(_ elements: [Element], as encode: (Element) -> JSONValue) {
    append(elements, as: encode)
    finish()
  }

  func append<Element>(_ elements: [Element], as encode: (Element) -> JSONValue) {
    var bytes: [UInt8] = []
    for element in elements {
      bytes += (wroteElement ? ",\n  " : "[\n  ").utf8
      wroteElement = true
      writer.write(encode(element), indent: 2, into: &bytes)
      if bytes.count >= 1 << 16 {
        sink.write(bytes: bytes)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    if !bytes.isEmpty { sink.write(bytes: bytes) }
  }

  func finish() {
    sink.write(wroteElement ? "\n]\n" : "[]\n")
  }
}
