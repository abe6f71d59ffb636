/// A password or token on its way through the use cases. Every description of it is a
/// placeholder, so no message, log line or debugger dump can print it by accident; only the
/// code that sends or prints it asks for `revealed`.
public struct SecretText: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  public let revealed: String

  public init(_ revealed: String) {
    self.revealed = revealed
  }

  public var isEmpty: Bool { revealed.isEmpty }
  public var description: String { "<secret>" }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}
