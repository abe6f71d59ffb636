/// What a token must be to be sent and kept, whoever gave it (a person at `auth login`, or a
/// server's answer): one word of printable ASCII, as an `Authorization` header carries it, and
/// no longer than any server's tokens are (a JWT is under a kilobyte), so one server cannot
/// fill the file every sign-in is kept in.
public enum TokenRule {
  public static let longestBytes = 8 << 10

  /// What is wrong with `token`; nil when it may be sent and kept.
  public static func problem(with token: String) -> TokenProblem? {
    if token.utf8.count > longestBytes { return .tooLong(limitBytes: longestBytes) }
    guard !token.isEmpty, token.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
      return .notOneWord
    }
    return nil
  }
}

/// Why a token cannot be sent or kept.
public enum TokenProblem: Hashable, Sendable {
  /// Empty, or with a space, a control character (CR, LF) or a character beyond ASCII.
  case notOneWord
  case tooLong(limitBytes: Int)
}
