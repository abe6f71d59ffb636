import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// libpq's and the server's failures as the facts the use cases know. A statement's failure is
/// read from its SQLSTATE; a connection's has none (libpq gives text only), so its message is
/// read for the three cases whose fix differs, and anything else keeps the message as detail.
enum PostgresFailures {
  static func statementFailure(state: String, message: String, timeout: Double) -> DatabaseFailure {
    switch state {
    case "57014": .statementTimedOut(seconds: timeout)
    case "53100": .outOfSpace
    case "42P01", "3F000": .schemaMissing
    case "57P01", "57P02", "57P03": .connectionLost
    case _ where state.hasPrefix("08") || state.isEmpty: .connectionLost
    default: .refused(state: state, message: message)
    }
  }

  static func connectionFailure(message: String) -> DatabaseFailure {
    let line =
      message.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace() }
      .first { !$0.isEmpty } ?? "no reason given"
    let lowered = message.lowercased()
    if lowered.contains("password authentication failed") || lowered.contains("no password supplied")
      || (lowered.contains("role \"") && lowered.contains("does not exist"))
      || lowered.contains("authentication failed")
    {
      return .authenticationFailed(
        user: quoted(after: "user \"", in: message) ?? quoted(after: "role \"", in: message) ?? "")
    }
    if lowered.contains("database \""), lowered.contains("does not exist") {
      return .databaseMissing(name: quoted(after: "database \"", in: message) ?? "")
    }
    // The detail names where libpq tried, without the URL (which the message never holds).
    return .serverUnreachable(detail: String(line.prefix(300)))
  }

  /// The text between `marker` and the next quote in `message`.
  private static func quoted(after marker: String, in message: String) -> String? {
    guard let start = message.firstRange(of: marker)?.upperBound,
      let end = message[start...].firstIndex(of: "\"")
    else { return nil }
    return String(message[start..<end])
  }
}
