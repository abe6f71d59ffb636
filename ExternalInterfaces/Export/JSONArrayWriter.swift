/// Streams a JSON array element by element, so a large export is never held as one string.
@MainActor
struct JSONArrayWriter {
  let sink: any TextSink
  private let writer = JSONWriter()

  init(sink: any TextSink) {
    self.sink = sink
  }

  func write(_ elements: [JSONValue]) {
    guard !elements.isEmpty else {
      sink.write("[]\n")
      return
    }
    sink.write("[\n")
    for (offset, element) in elements.enumerated() {
      var text = "  "
      writer.write(element, indent: 2, into: &text)
      sink.write(text + (offset == elements.count - 1 ? "\n" : ",\n"))
    }
    sink.write("]\n")
  }
}
