/// Why a database could not answer, as facts: what a PostgreSQL source reports through
/// `SourceFailure.database`, for presenters to word. Each says what to do differently, so each is
/// its own case; anything else the server says comes with its five-character SQLSTATE.
public enum DatabaseFailure: Error, Hashable, Sendable {
  /// The client library (libpq) is not installed.
  case driverMissing
  /// No server answered at the address (down, wrong host or port, a socket that is not there).
  case serverUnreachable(detail: String)
  /// The server refused the user's credentials, or has no such user.
  case authenticationFailed(user: String)
  /// The server has no database of that name.
  case databaseMissing(name: String)
  /// The database holds no catalog schema (`catalog db migrate` makes it).
  case schemaMissing
  /// The schema is older than this program's (`catalog db migrate` upgrades it).
  case schemaOutdated(found: Int, current: Int)
  /// The schema is newer than this program knows: a newer `catalog` made it.
  case schemaTooNew(found: Int, known: Int)
  /// A statement ran past the time allowed and the server cancelled it.
  case statementTimedOut(seconds: Double)
  /// The connection was lost in the middle of a command.
  case connectionLost
  /// The server's disk is full.
  case outOfSpace
  /// A row that is not a product this program wrote (another program's table of the same name).
  case unreadableRow(id: Int)
  /// Any other refusal, with the server's SQLSTATE and message.
  case refused(state: String, message: String)
}
