/// One full frame of an interactive screen: exactly as many lines as the screen has rows, each
/// already cut to its width, so a view only has to draw them.
public struct ScreenViewModel: Hashable, Sendable {
  public let size: ScreenSize
  public let lines: [[StyledText]]

  public init(size: ScreenSize, lines: [[StyledText]]) {
    (self.size, self.lines) = (size, lines)
  }

  /// The frame without styles, line by line: what a person reads.
  public var plainLines: [String] {
    lines.map { $0.map(\.text).joined() }
  }
}
