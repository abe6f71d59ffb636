/// A run of display text with its meaning.
public struct StyledText: Hashable, Sendable {
  public let text: String
  public let style: TextStyle

  public init(_ text: String, style: TextStyle = .plain) {
    (self.text, self.style) = (text, style)
  }
}
