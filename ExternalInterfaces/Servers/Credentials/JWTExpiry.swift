#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `exp` claim of a JSON Web Token (DummyJSON's tokens are JWTs): when it stops working, in
/// seconds since 1970. Read to know when to renew, never trusted for anything else: the
/// signature is the server's to check.
enum JWTExpiry {
  static func seconds(of token: String) -> Int? {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    var base64 = parts[1].replacingLiterally("-", with: "+").replacingLiterally("_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let payload = Data(base64Encoded: base64),
      case .number(let text)? = try? JSONTree.parse(Array(payload)).member("exp")
    else { return nil }
    return Int(text) ?? Double(text).flatMap { $0.isFinite && abs($0) < 1e15 ? Int($0) : nil }
  }
}
