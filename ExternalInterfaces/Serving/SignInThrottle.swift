import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Wrong passwords, slowed down and then refused, per account and per client address: each
/// may fail `freeFailures` times, then must wait before trying again, a wait that doubles with
/// every further failure up to a ceiling. The account's ceiling is short, so an attacker who
/// keeps failing at someone's account delays its owner by at most that; the address's is
/// longer. A sign-in that succeeds forgets both; quiet for `memory` seconds, a record is
/// forgotten too. Bounded: at most `limit` records, the least recent dropped first.
final class SignInThrottle: Sendable {
  struct Record: Sendable, Equatable {
    var failures = 0
    var last = 0.0
    var waitUntil = 0.0
  }

  static let freeFailures = 10
  static let accountCeiling = 30.0
  static let addressCeiling = 300.0
  static let memory = 15.0 * 60
  static let limit = 10_000
  private let records = Mutex<[String: Record]>([:])
  private let now: @Sendable () -> Double

  init(now: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
    self.now = now
  }

  /// Whole seconds to wait before `username` may be tried from `client`; nil when it may now.
  func wait(username: String, client: String) -> Int? {
    let time = now()
    let until = records.withLock { records in
      max(records[Self.account(username)]?.waitUntil ?? 0, records[Self.address(client)]?.waitUntil ?? 0)
    }
    return until > time ? max(1, Int((until - time).rounded(.up))) : nil
  }

  func failed(username: String, client: String) {
    let time = now()
    records.withLock { records in
      if records.count >= Self.limit {
        records = records.filter { time - $0.value.last < Self.memory }
        while records.count >= Self.limit, let oldest = records.min(by: { $0.value.last < $1.value.last }) {
          records.removeValue(forKey: oldest.key)
        }
      }
      for (key, ceiling) in [
        (Self.account(username), Self.accountCeiling), (Self.address(client), Self.addressCeiling),
      ] {
        var record = records[key] ?? Record()
        if time - record.last >= Self.memory { record = Record() }
        record.failures += 1
        record.last = time
        let beyond = record.failures - Self.freeFailures
        if beyond > 0 { record.waitUntil = time + min(ceiling, Double(1 << min(beyond - 1, 20))) }
        records[key] = record
      }
    }
  }

  func succeeded(username: String, client: String) {
    records.withLock { records in
      records[Self.account(username)] = nil
      records[Self.address(client)] = nil
    }
  }

  /// The words for a sign-in refused as too soon, the same on the API and the sign-in page.
  static func refusal(waiting seconds: Int) -> String {
    "too many wrong passwords for this account or from this address: try again in \(seconds) s"
  }

  private static func account(_ username: String) -> String { "account " + username }
  private static func address(_ client: String) -> String { "address " + client }
}
