/// The __command__ scene ready to place: its lines, each already in words.
public struct __Scene__ViewModel: Hashable, Sendable {
  public let lines: [String]

  public init(lines: [String]) {
    self.lines = lines
  }
}

/// VIPER: what the __command__ view can be told.
@MainActor
public protocol __Scene__View: AnyObject {
  func display__Scene__(_ viewModel: __Scene__ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
