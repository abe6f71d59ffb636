/// A failure ready to show: what went wrong, what to do about it, and whether the user's input
/// or the world was at fault (interfaces map that to exit codes or dialogs).
public struct ErrorViewModel: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// The request itself was wrong; the same request will always fail.
    case invalidInput
    /// The request was fine; the catalog could not answer it.
    case failure
    /// Nothing failed, but the user should know (the command goes on).
    case warning
  }

  public let message: String
  public let remedy: String?
  public let kind: Kind
  /// What the failure was about, for an interface with its own codes for that (HTTP).
  public var cause = ErrorCause.unspecified

  public init(message: String, remedy: String?, kind: Kind, cause: ErrorCause = .unspecified) {
    (self.message, self.remedy, self.kind, self.cause) = (message, remedy, kind, cause)
  }

  /// The one layout of a failure for people, in every interface: `error: …` (or `warning: …`),
  /// then `hint: …` when there is something to do.
  public var messageLine: String {
    (kind == .warning ? "warning: " : "error: ") + message
  }

  public var hintLine: String? {
    remedy.flatMap { $0.isEmpty ? nil : "hint: " + $0 }
  }

  public var lines: [String] {
    [messageLine] + (hintLine.map { [$0] } ?? [])
  }

  /// The lines styled for a screen: the message as bad news, the hint as an aside.
  public var styledLines: [[StyledText]] {
    [[StyledText(messageLine, style: .negative)]] + (hintLine.map { [[StyledText($0, style: .secondary)]] } ?? [])
  }

  /// The lines, each ended by a newline, for a stream.
  public var text: String {
    lines.map { $0 + "\n" }.joined()
  }
}
