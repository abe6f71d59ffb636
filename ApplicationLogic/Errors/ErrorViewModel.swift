/// A failure ready to show: what went wrong, what to do about it, and whether the user's input
/// or the world was at fault (interfaces map that to exit codes or dialogs).
public struct ErrorViewModel: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// The request itself was wrong; the same request will always fail.
    case invalidInput
    /// The request was fine; the catalog could not answer it.
    case failure
  }

  public let message: String
  public let remedy: String?
  public let kind: Kind

  public init(message: String, remedy: String?, kind: Kind) {
    self.message = message
    self.remedy = remedy
    self.kind = kind
  }
}
