import BusinessLogic

extension ListCategories.Fetch {
  /// VIP view model: the categories as a table ready to place. Declared here, beside the
  /// presenter that fills it, so the use-case ring never sees presentation types.
  public struct ViewModel: Hashable, Sendable {
    public let table: TableViewModel

    public init(table: TableViewModel) {
      self.table = table
    }
  }
}

/// VIP: what the categories view can be told.
@MainActor
public protocol ListCategoriesDisplayLogic: AnyObject {
  func displayCategories(_ viewModel: ListCategories.Fetch.ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
