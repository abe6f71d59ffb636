import Testing

@testable import ExternalInterfaces

/// A database URL never carries a password into argv, history or logs: one that does is refused,
/// in the user information or in the query, however its key is spelled.
@Suite struct PostgresURLTests {
  @Test(arguments: [
    "postgres://shop:secret@db/shop", "postgresql://u:@db/shop", "postgres://db/shop?password=secret",
    "postgres://db/shop?sslmode=require&PASSWORD=x", "postgres://db/shop?pass%77ord=x",
    "postgres://a:b@h1,h2/shop?target_session_attrs=read-write",
    // A combining mark joins the delimiter into one `Character`; libpq still reads the byte.
    "postgres://shop:\u{301}secret@db/shop", "postgres://shop:secret@\u{301}db/shop",
  ])
  func aPasswordIsRefused(_ text: String) {
    #expect(PostgresURL.parse(text) == .failure(.passwordInURL))
  }

  @Test(arguments: [
    "postgres://catalog@127.0.0.1:5432/shop", "postgres:///shop", "POSTGRESQL://db/shop?sslmode=verify-full",
    "postgres://catalog@h1:5432,h2:5433/shop?target_session_attrs=read-write", "postgres://user%40corp@db/shop",
  ])
  func aURLWithoutOneIsTakenAsWrittenWithTheSchemeInLowerCase(_ text: String) throws {
    let url = try PostgresURL.parse(text).get()
    #expect(url.text.lowercased() == text.lowercased())
    #expect(url.text.hasPrefix("postgres"))
    #expect(url.displayName == url.text)
  }

  @Test func onlyItsSchemesAreDatabases() {
    #expect(PostgresURL.isPostgres("postgres://x/y") && PostgresURL.isPostgres("PostgreSQL://x/y"))
    #expect(!PostgresURL.isPostgres("http://x/y") && !PostgresURL.isPostgres("postgres.json"))
    #expect(PostgresURL.parse("postgres:shop") == .failure(.unreadable))
    #expect(PostgresURL.parse("postgres://db/shop?bad=%zz&%zz=1") == .failure(.unreadable))
  }
}
