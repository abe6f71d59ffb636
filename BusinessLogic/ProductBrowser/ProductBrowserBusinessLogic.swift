import DomainEntities

/// The browse use case's input boundary: check the query the browser starts with, then load
/// its pages one at a time, in whatever order the user scrolls to them.
@MainActor
public protocol ProductBrowserBusinessLogic: AnyObject {
  func begin(with request: ProductListRequest)
  /// Prices in `currency` (as typed) for the whole session: asked once, before the first page.
  func loadPrices(in currency: String) async
  func loadPage(_ query: CatalogQuery) async
}
