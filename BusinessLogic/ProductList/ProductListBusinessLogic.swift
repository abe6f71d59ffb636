/// The list use case's input boundary: what a presenter may ask of it.
@MainActor
public protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(_ request: ProductListRequest) async
  /// The same list, asked for and reported in pages of at most `batchSize` products (an export
  /// of a large catalog never holds it all); stops early when the task is cancelled.
  func loadProducts(_ request: ProductListRequest, inBatchesOf batchSize: Int) async
}
