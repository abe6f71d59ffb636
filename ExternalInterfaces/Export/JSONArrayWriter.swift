/// Streams a JSON array element by element, so a large export is never held whole: each element
/// is encoded, written and dropped before the next.
@MainActor
struct JSONArrayWriter {
  let sink: any TextSink
  private let writer = JSONWriter()

  init(sink: any TextSink) {
    self.sink = sink
  }

  func write<Element>(_ elements: [Element], as encode: (Element) -> JSONValue) {
    guard !elements.isEmpty else {
      sink.write("[]\n")
      return
    }
    var bytes: [UInt8] = Array("[\n".utf8)
    for (offset, element) in elements.enumerated() {
      bytes += "  ".utf8
      writer.write(encode(element), indent: 2, into: &bytes)
      bytes += (offset == elements.count - 1 ? "\n" : ",\n").utf8
      if bytes.count >= 1 << 16 {
        sink.write(bytes: bytes)
        bytes.removeAll(keepingCapacity: true)
      }
    }
    bytes += "]\n".utf8
    sink.write(bytes: bytes)
  }
}
