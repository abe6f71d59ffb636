import Foundation
import Synchronization
import Testing

@testable import ExternalInterfaces

/// Who may write through `catalog serve`: tokens are random, expire, rotate on refresh, end in
/// pairs, are bounded per user, and wrong passwords are slowed down then refused.
struct ServeAccountsTests {
  private final class Clock: Sendable {
    let time = Mutex(1_000_000.0)
    func advance(_ seconds: Double) { time.withLock { $0 += seconds } }
    var now: @Sendable () -> Double { { self.time.withLock { $0 } } }
  }

  private static let ada = ServeAccounts.User(id: 1, username: "ada", password: "lovelace1")
  private static let bob = ServeAccounts.User(id: 2, username: "bob", password: "bobbobbob")

  private func tokens(_ outcome: ServeAccounts.SignIn) throws -> ServeAccounts.Tokens {
    guard case .signedIn(let tokens) = outcome else {
      throw Failure(description: "not signed in: \(outcome)")
    }
    return tokens
  }

  struct Failure: Error, CustomStringConvertible { let description: String }

  private func signIn(
    _ accounts: ServeAccounts, _ user: ServeAccounts.User = ada, password: String? = nil,
    from client: String = "10.0.0.1"
  ) -> ServeAccounts.SignIn {
    accounts.signIn(username: user.username, password: password ?? user.password, minutes: 5, client: client)
  }

  @Test func aTokenWorksUntilItExpiresAndSaysWhenInItsMiddlePart() throws {
    let clock = Clock()
    let accounts = ServeAccounts(users: [Self.ada], operatorToken: nil, now: clock.now)
    let tokens = try tokens(signIn(accounts))
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
    #expect(signIn(accounts, password: "lovelace") == .wrongCredentials)
    #expect(
      accounts.signIn(username: "Ada", password: "lovelace1", minutes: 5, client: "10.0.0.1") == .wrongCredentials)
    let one = try tokens(signIn(accounts))
    let two = try tokens(signIn(accounts))
    #expect(one.access != two.access)
    #expect(one.access.split(separator: ".").last.map(\.count) ?? 0 >= 43, "fewer than 256 random bits")
    #expect(accounts.user(ofAccessToken: one.access + "x") == nil)
    #expect(accounts.user(ofAccessToken: "") == nil)
  }

  /// 5,100 sign-ins by one account evicted another user's token; now an account's flood
  /// forgets only that account's oldest tokens.
  @Test func oneAccountsFloodOfSignInsForgetsOnlyItsOwnOldestTokens() throws {
    let clock = Clock()
    let accounts = ServeAccounts(users: [Self.ada, Self.bob], operatorToken: nil, now: clock.now)
    let bobs = try tokens(signIn(accounts, Self.bob))
    let adasFirst = try tokens(signIn(accounts))
    for _ in 0..<5_100 {
      clock.advance(0.001)
      _ = signIn(accounts)
    }
    #expect(accounts.user(ofAccessToken: bobs.access) == Self.bob, "another user was signed out")
    #expect(accounts.refresh(bobs.refresh, minutes: 5) != nil)
    #expect(accounts.user(ofAccessToken: adasFirst.access) == nil, "the account kept more than its share")
    #expect(accounts.refresh(adasFirst.refresh, minutes: 5) == nil, "an evicted pair's refresh token still works")
    // Its most recent pairs are all kept.
    var recent: [ServeAccounts.Tokens] = []
    for _ in 0..<ServeAccounts.pairsPerUser {
      clock.advance(0.001)
      recent.append(try tokens(signIn(accounts)))
    }
    #expect(recent.allSatisfy { accounts.user(ofAccessToken: $0.access) == Self.ada })
  }

  @Test func signingOutEndsTheRefreshTokenToo() throws {
    let accounts = ServeAccounts(users: [Self.ada], operatorToken: nil)
    let pair = try tokens(signIn(accounts))
    #expect(accounts.signOut(pair.access))
    #expect(accounts.user(ofAccessToken: pair.access) == nil)
    #expect(accounts.refresh(pair.refresh, minutes: 5) == nil, "the refresh token outlived the sign-out")
    // A refresh token is no access token: it signs nothing out.
    let other = try tokens(signIn(accounts))
    #expect(!accounts.signOut(other.refresh))
    #expect(accounts.user(ofAccessToken: other.access) == Self.ada)
  }

  @Test func anAccessTokenSentToRefreshIsLeftAsItWas() throws {
    let accounts = ServeAccounts(users: [Self.ada], operatorToken: nil)
    let pair = try tokens(signIn(accounts))
    #expect(accounts.refresh(pair.access, minutes: 5) == nil)
    #expect(accounts.user(ofAccessToken: pair.access) == Self.ada, "refresh revoked the access token it was given")
    #expect(accounts.refresh(pair.refresh, minutes: 5) != nil)
  }

  /// 1,000 wrong passwords in a second were all answered "invalid"; now, past a few, each must
  /// wait, longer each time, and the wait is said.
  @Test func wrongPasswordsAreSlowedThenRefusedAndTheRealUserWaitsLittle() throws {
    let clock = Clock()
    let accounts = ServeAccounts(users: [Self.ada], operatorToken: nil, now: clock.now)
    var outcomes: [ServeAccounts.SignIn] = []
    for _ in 0..<1_000 { outcomes.append(signIn(accounts, password: "guess", from: "10.6.6.6")) }
    let refused = outcomes.filter { if case .tooSoon = $0 { true } else { false } }
    #expect(outcomes.prefix(SignInThrottle.freeFailures).allSatisfy { $0 == .wrongCredentials })
    #expect(refused.count == 1_000 - SignInThrottle.freeFailures - 1)
    // Refused even with the right password, from the attacker's address.
    guard case .tooSoon(let wait) = signIn(accounts, from: "10.6.6.6") else {
      Issue.record("the right password went through the attacker's wait")
      return
    }
    #expect(wait >= 1)
    // The account's owner, elsewhere, waits at most the account's ceiling, then signs in.
    guard case .tooSoon(let ownersWait) = signIn(accounts, from: "10.1.1.1") else {
      Issue.record("the account was not slowed at all")
      return
    }
    #expect(Double(ownersWait) <= SignInThrottle.accountCeiling)
    clock.advance(Double(ownersWait))
    #expect(try tokens(signIn(accounts, from: "10.1.1.1")).user == Self.ada)
    // The attacker's address, its wait over, may guess once more, and then waits twice as long,
    // whichever account it tries.
    #expect(accounts.signIn(username: "nobody", password: "x", minutes: 5, client: "10.6.6.6") == .wrongCredentials)
    #expect(accounts.signIn(username: "other", password: "x", minutes: 5, client: "10.6.6.6") == .tooSoon(seconds: 2))
  }

  @Test func textsAreComparedWhole() {
    #expect(ServeAccounts.same("abc", "abc"))
    #expect(!ServeAccounts.same("abc", "abd"))
    #expect(!ServeAccounts.same("abc", "abcd"))
    #expect(!ServeAccounts.same("", "a"))
  }
}
