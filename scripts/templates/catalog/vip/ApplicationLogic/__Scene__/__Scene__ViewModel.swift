import BusinessLogic

extension __Scene__.__UseCase__ {
  /// The __command__ scene ready to place: its lines, each already in words.
  public struct ViewModel: Hashable, Sendable {
    public let lines: [String]

    public init(lines: [String]) {
      self.lines = lines
    }
  }
}

/// VIP: what the __command__ view can be told.
@MainActor
public protocol __Scene__DisplayLogic: AnyObject {
  func display__Scene__(_ viewModel: __Scene__.__UseCase__.ViewModel)
  func displayError(_ viewModel: ErrorViewModel)
}
