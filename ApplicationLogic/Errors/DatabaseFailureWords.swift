import BusinessLogic

/// The words for a database that could not answer: the reason (after "cannot read SOURCE: ")
/// and what to do, for each fact a PostgreSQL source reports.
struct DatabaseFailureWords {
  let vocabulary: any InterfaceVocabulary

  func words(for failure: DatabaseFailure) -> (reason: String, remedy: String) {
    switch failure {
    case .driverMissing:
      return (
        "postgres:// needs libpq, PostgreSQL's client library, which is not installed",
        "install it (Debian and Ubuntu: apt-get install libpq5; Fedora: dnf install libpq)"
      )
    case .serverUnreachable(let detail):
      return (
        "no PostgreSQL server answered" + (vocabulary.shown(storeDetail: detail).map { ": " + $0 } ?? ""),
        "check that the server is running and that the URL's host and port (or PGHOST, PGPORT) are right"
      )
    case .authenticationFailed(let user):
      return (
        "the server refused the credentials of user \"\(TerminalSafeText.singleLine(user))\"",
        "check the user, and the password in ~/.pgpass (PGPASSFILE), PGPASSWORD or a service file (PGSERVICE)"
      )
    case .databaseMissing(let name):
      return (
        "the server has no database \"\(TerminalSafeText.singleLine(name))\"",
        "create it (createdb \(TerminalSafeText.singleLine(name))), or check the URL's path"
      )
    case .schemaMissing:
      return (
        "the database holds no catalog",
        "run \"catalog db migrate --source URL\" to make its tables, then \"catalog db load\""
      )
    case .schemaOutdated(let found, let current):
      return (
        "the catalog's tables are version \(found); this catalog needs version \(current)",
        "run \"catalog db migrate --source URL\" to upgrade them"
      )
    case .schemaTooNew(let found, let known):
      return (
        "the catalog's tables are version \(found), newer than this catalog knows (\(known))",
        "use the newer catalog that upgraded them"
      )
    case .statementTimedOut(let seconds):
      return (
        "the database did not answer within \(NumberText.exact(seconds)) s, and the statement was cancelled",
        "try again, or allow more time with --timeout"
      )
    case .connectionLost:
      return ("the connection to the database was lost", "try again; nothing was half done")
    case .outOfSpace:
      return ("the database server's disk is full", "free space on the database server, then try again")
    case .unreadableRow(let id):
      return (
        "the row of product \(id) is not a product this catalog wrote",
        "check that the table products belongs to catalog (catalog db migrate made it)"
      )
    case .refused(let state, let message):
      return (
        "the database refused"
          + (vocabulary.shown(storeDetail: message).map { ": \($0)" } ?? "")
          + " (SQLSTATE \(TerminalSafeText.singleLine(state)))",
        "check the database's log, or tell whoever runs it"
      )
    }
  }
}
