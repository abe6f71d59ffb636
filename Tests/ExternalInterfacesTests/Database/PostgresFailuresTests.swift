import BusinessLogic
import Testing

@testable import ExternalInterfaces

/// The server's SQLSTATEs and libpq's connection messages as the facts whose fixes differ.
@Suite struct PostgresFailuresTests {
  @Test func statementsAreReadByTheirState() {
    func fact(_ state: String) -> DatabaseFailure {
      PostgresFailures.statementFailure(state: state, message: "m", timeout: 3)
    }
    #expect(fact("57014") == .statementTimedOut(seconds: 3))
    #expect(fact("53100") == .outOfSpace)
    #expect(fact("42P01") == .schemaMissing)
    #expect(fact("08006") == .connectionLost && fact("57P01") == .connectionLost && fact("") == .connectionLost)
    #expect(fact("23505") == .refused(state: "23505", message: "m"))
  }

  @Test func connectionsAreReadByLibpqsWords() {
    #expect(
      PostgresFailures.connectionFailure(
        message: "connection to server at \"h\" failed: FATAL:  password authentication failed for user \"u\"\n")
        == .authenticationFailed(user: "u"))
    #expect(
      PostgresFailures.connectionFailure(message: "FATAL:  role \"ghost\" does not exist")
        == .authenticationFailed(user: "ghost"))
    #expect(
      PostgresFailures.connectionFailure(message: "FATAL:  database \"shop\" does not exist")
        == .databaseMissing(name: "shop"))
    #expect(
      PostgresFailures.connectionFailure(
        message: "\n  could not connect: Connection refused\n\tIs it running?")
        == .serverUnreachable(detail: "could not connect: Connection refused"))
  }
}
