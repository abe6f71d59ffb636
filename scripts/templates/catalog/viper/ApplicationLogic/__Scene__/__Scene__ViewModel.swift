/// The __command__ scene ready to place: a table whose cells are already words, fitted to a
/// terminal or exact for a pipe as the configurator's sizing says.
public struct __Scene__ViewModel: Hashable, Sendable {
  public let table: TableViewModel

  public init(table: TableViewModel) {
    self.table = table
  }
}

/// VIPER: what the __command__ view can be told.
@MainActor
public protocol __Scene__View: AnyObject {
  func display__Scene__(_ viewModel: __Scene__ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
