import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

/// Who may write through `catalog serve`: tokens are random, expire, rotate on refresh, and are
/// kept in bounded memory.
struct ServeAccountsTests {
  private final class Clock: Sendable {
    let time = Mutex(1_000_000.0)
    func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
  }

  private static let ada = ServeAccounts.User(id: 1, username: "ada", password: "lovelace1")

  @Test func aTokenWorksUntilItExpiresAndSaysWhenInItsMiddlePart() throws {
    let clock = Clock()
    let accounts = ServeAccounts(users: [Self.ada], operatorToken: nil, now: { clock.time.withLock { $0 } })
    let tokens = try #require(accounts.signIn(username: "ada", password: "lovelace1", minutes: 5))
    #expect(accounts.user(ofAccessToken: tokens.access) == Self.ada)
    #expect(JWTExpiry.seconds(of: tokens.access) == 1_000_000 + 300)
    clock.advance(301)
    #expect(accounts.user(ofAccessToken: tokens.access) == nil)
    // The refresh token outlives it, once.
    let renewed = try #require(accounts.refresh(tokens.refresh, minutes: 5))
    #expect(accounts.user(ofAccessToken: renewed.access) == Self.ada)
    #expect(accounts.refresh(tokens.refresh, minutes: 5) == nil)
  }

  @Test func tokensAreUnguessableAndNoPasswordButTheRightOneSignsIn() throws {
    let accounts = ServeAccounts(users: [Self.ada], operatorToken: nil)
    #expect(accounts.signIn(username: "ada", password: "lovelace", minutes: 5) == nil)
    #expect(accounts.signIn(username: "Ada", password: "lovelace1", minutes: 5) == nil)
    let one = try #require(accounts.signIn(username: "ada", password: "lovelace1", minutes: 5))
    let two = try #require(accounts.signIn(username: "ada", password: "lovelace1", minutes: 5))
    #expect(one.access != two.access)
    #expect(one.access.split(separator: ".").last.map(\.count) ?? 0 >= 43, "fewer than 256 random bits")
    #expect(accounts.user(ofAccessToken: one.access + "x") == nil)
    #expect(accounts.user(ofAccessToken: "") == nil)
  }

  @Test func aFloodOfSignInsKeepsMemoryBounded() {
    let accounts = ServeAccounts(users: [Self.ada], operatorToken: nil)
    var first: String?
    for round in 0..<(ServeAccounts.sessionLimit / 2 + 10) {
      let tokens = accounts.signIn(username: "ada", password: "lovelace1", minutes: 5)
      if round == 0 { first = tokens?.access }
    }
    #expect(first.flatMap(accounts.user(ofAccessToken:)) == nil, "the oldest sign-in was kept past the limit")
  }

  @Test func textsAreComparedWhole() {
    #expect(ServeAccounts.same("abc", "abc"))
    #expect(!ServeAccounts.same("abc", "abd"))
    #expect(!ServeAccounts.same("abc", "abcd"))
    #expect(!ServeAccounts.same("", "a"))
  }
}
