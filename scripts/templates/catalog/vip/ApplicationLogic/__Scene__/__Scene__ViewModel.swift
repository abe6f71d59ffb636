import BusinessLogic

extension __Scene__.__UseCase__ {
  /// The __command__ scene ready to place: a table whose cells are already words, fitted to a
  /// terminal or exact for a pipe as the configurator's sizing says.
  public struct ViewModel: Hashable, Sendable {
    public let table: TableViewModel

    public init(table: TableViewModel) {
      self.table = table
    }
  }
}

/// VIP: what the __command__ view can be told.
@MainActor
public protocol __Scene__DisplayLogic: AnyObject {
  func display__Scene__(_ viewModel: __Scene__.__UseCase__.ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
