/// Plug-in point for text output: standard output and error in the product, strings in tests.
@MainActor
protocol TextSink: AnyObject {
  func write(_ text: String)
  func flush()
}
