import __BusinessModule__

extension __Scene__.__UseCase__ {
  /// The scene ready to place: its lines, already in words.
  public struct ViewModel: Hashable, Sendable {
    public let lines: [String]

    public init(lines: [String]) {
      self.lines = lines
    }
  }
}

/// VIP: what the __Scene__ view can be told.
@MainActor
public protocol __Scene__DisplayLogic: AnyObject {
  func display(_ viewModel: __Scene__.__UseCase__.ViewModel)
}

/// VIP presenter: the facts into words; holds its display weakly. Fill in: the formatting.
@MainActor
public final class __Scene__Presenter: __Scene__PresentationLogic {
  public weak var display: (any __Scene__DisplayLogic)?

  public init() {}

  public func present(_ response: __Scene__.__UseCase__.Response) {
    let line = response.itemCount.map { "\($0) items" } ?? "error: the source could not be read"
    display?.display(__Scene__.__UseCase__.ViewModel(lines: [line]))
  }
}
