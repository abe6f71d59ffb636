import DomainEntities

/// The product list, ready to place.
public struct ProductListViewModel: Hashable, Sendable {
  public let table: TableViewModel
  /// The id of each row, in row order, so a chosen row can be named.
  public let productIDs: [ProductID]
  /// Each row's thumbnail address as the catalog has it (unchecked: a view that shows images
  /// keeps only the addresses it may load), for a view that shows pictures.
  public let thumbnails: [String?]
  /// A line under a fitted table (`Showing 1–30 of 194 products …`); `nil` for exact tables.
  public let summary: String?
  /// Why the list is empty and what to try; `nil` when it is not.
  public let emptyNotice: String?
  /// Said on the side before the rows: the prices were converted with saved rates.
  public let warning: ErrorViewModel?
  /// Where the rows are in the whole list: the products before them, and how many match in all
  /// (for a view that pages, as a web page does).
  public let skipped: Int
  public let total: Int

  public init(
    table: TableViewModel, productIDs: [ProductID], thumbnails: [String?] = [], summary: String?,
    emptyNotice: String?, warning: ErrorViewModel? = nil, skipped: Int = 0, total: Int = 0
  ) {
    self.table = table
    self.productIDs = productIDs
    self.thumbnails = thumbnails
    self.summary = summary
    self.emptyNotice = emptyNotice
    self.warning = warning
    self.skipped = skipped
    self.total = total
  }
}

/// What the product-list screen can be told (Clean Swift: `ProductListDisplayLogic`).
@MainActor
public protocol ProductListView: AnyObject {
  func displayProducts(_ viewModel: ProductListViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
