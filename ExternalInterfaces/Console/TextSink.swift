/// Plug-in point for text output: standard output and error in the product, strings in tests.
@MainActor
protocol TextSink: AnyObject {
  func write(_ text: String)
  /// UTF-8 text already encoded, for large outputs.
  func write(bytes: [UInt8])
  func flush()
}
