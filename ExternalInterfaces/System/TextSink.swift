/// Plug-in point for text output: standard output and error in the product, strings in tests.
@MainActor
protocol TextSink: AnyObject {
  func write(_ text: String)
  /// UTF-8 text already encoded, for large outputs.
  func write(bytes: [UInt8])
  func flush()
  /// The error (`errno`) that stopped writing, if any: output after it is dropped, and the
  /// command must end with an error rather than report success over a cut-off file.
  var writeFailure: Int32? { get }
}

extension TextSink {
  var writeFailure: Int32? { nil }
}
