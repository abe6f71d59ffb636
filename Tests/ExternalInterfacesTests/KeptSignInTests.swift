import BusinessLogic
import Foundation
import Testing

@testable import ExternalInterfaces

/// A kept sign-in as hosts.json holds it, and the reading of a server's address the sign-in
/// scenes share with the rest of the program.
@Suite struct KeptSignInTests {
  private func member(_ json: String) throws -> JSONTree.Member {
    guard case .object(let members) = try JSONTree.parse(Array(json.utf8)) else {
      return JSONTree.Member(name: "", value: .null)
    }
    return try #require(members.first)
  }

  @Test func readsAMemberAndWritesItBackKeepingWhatItDoesNotKnow() throws {
    let original = try member(
      #"{"https://d.example": {"note": "mine", "kind": "dummyjson", "url": "https://d.example", "account": "emilys", "token": "a.b.c", "refreshToken": "r", "expiresAt": 10}}"#
    )
    var signIn = try #require(KeptSignIn(original))
    #expect(
      signIn.account == ServerAccount(origin: "https://d.example", kind: .dummyJSON, name: "emilys", expiresAt: 10))
    signIn.refreshToken = nil
    signIn.expiresAt = 20
    let rewritten = signIn.member(over: original.value)
    #expect(rewritten.value.member("note") == .string("mine"))
    #expect(rewritten.value.member("refreshToken") == nil)
    #expect(rewritten.value.member("expiresAt") == .number("20"))
    var members = [original, try member(#"{"version": 2}"#)]
    members.keep(signIn)
    #expect(members.map(\.name) == ["https://d.example", "version"])
  }

  @Test func aMemberThatCannotBeSentIsNotASignIn() throws {
    let base = #""kind": "datasette", "url": "http://localhost", "account": "e""#
    #expect(KeptSignIn(try member(#"{"o": {\#(base), "token": "two words"}}"#)) == nil)
    #expect(KeptSignIn(try member(#"{"o": {\#(base), "token": "line\nbreak"}}"#)) == nil)
    #expect(KeptSignIn(try member(#"{"o": {"kind": "gitlab", "url": "u", "account": "e", "token": "t"}}"#)) == nil)
    #expect(KeptSignIn(try member(#"{"o": {\#(base), "token": "dstok_x", "expiresAt": 1.5}}"#)) == nil)
    #expect(KeptSignIn(try member(#"{"o": {\#(base), "token": "dstok_x"}}"#)) != nil)
  }

  @Test func expiryHasAMarginAndNoExpiryNeverExpires() throws {
    let signIn = KeptSignIn(
      origin: "o", kind: .dummyJSON, url: "u", name: "n", token: "t", refreshToken: nil, expiresAt: 1000)
    #expect(!signIn.hasExpired(at: 900))
    #expect(signIn.hasExpired(at: 980))
    var never = signIn
    never.expiresAt = nil
    #expect(!never.hasExpired(at: .max - 100))
  }

  @Test func theServerKindsAreTheCredentialPortsKinds() {
    #expect(ServerKind.allCases.map(\.rawValue) == ServerAccountKind.allCases.map(\.rawValue))
  }

  @Test func anAddressIsKeptByOriginAndPlainTextElsewhereIsMarked() {
    let accounts = LiveServerAccounts(
      kept: KeptSignIns(file: nil), requests: SignInRequests(http: HTTPSettings(), now: { 0 }))
    let datasette = accounts.address(of: "datasette+HTTP://LocalHost:8001/catalog/products/")
    #expect(datasette?.origin == "http://localhost:8001")
    #expect(datasette?.kind == .datasette)
    #expect(datasette?.isPlainTextElsewhere == false)
    #expect(accounts.address(of: "https://dummyjson.com:443")?.origin == "https://dummyjson.com")
    #expect(accounts.address(of: "http://[::1]:9/")?.origin == "http://[::1]:9")
    #expect(accounts.address(of: "http://catalog.example")?.isPlainTextElsewhere == true)
    #expect(accounts.address(of: "http://a.localhost")?.isPlainTextElsewhere == false)
    #expect(accounts.address(of: "ftp://x") == nil)
    #expect(accounts.address(of: "catalog.json") == nil)
    #expect(accounts.address(of: "http://") == nil)
  }

  @Test func aJWTsExpiryIsReadAndAnythingElseIsNot() {
    let payload = Data(#"{"exp": 1795512741}"#.utf8).base64EncodedString()
      .replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "+", with: "-")
    #expect(JWTExpiry.seconds(of: "e30.\(payload).sig") == 1_795_512_741)
    #expect(JWTExpiry.seconds(of: "dstok_abc") == nil)
    #expect(JWTExpiry.seconds(of: "a.!!!.c") == nil)
    #expect(JWTExpiry.seconds(of: "e30.e30.c") == nil)
  }
}
