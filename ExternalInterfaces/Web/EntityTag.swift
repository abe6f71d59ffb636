/// A strong validator (RFC 9110 §8.8.3) for an answer the API reads: from the catalog's revision
/// where the source can say it cheaply (a list, a search, the categories: `CatalogRevisions`),
/// else from the bytes themselves (one product, whose tag is then its version: `If-Match` on a
/// write compares it with the product as it is now). The same bytes or revision give the same
/// tag on every server, so replicas behind a balancer agree. A gzip answer is another
/// representation, so its tag says so (`-gz`); either form names the same version.
struct EntityTag: Hashable, Sendable {
  /// Between the quotes.
  let opaque: String

  /// A fixed key: a tag must be the same on every replica and after every restart. It guards no
  /// secret; a client that forges a collision only misleads its own cache.
  private static let hasher = SipHash(key: (0x6361_7461_6c6f_6721, 0x6574_6167_7632_2e31))

  static func of(_ bytes: [UInt8]) -> EntityTag {
    EntityTag(opaque: "b" + hex(hasher.hash(bytes)))
  }

  /// `revision` of the catalog as this version of the program writes it (a new version may
  /// write the same catalog otherwise).
  static func of(revision: String, program: String) -> EntityTag {
    EntityTag(opaque: "r" + hex(hasher.hash(Array((program + "\u{0}" + revision).utf8))))
  }

  var gzipped: EntityTag { EntityTag(opaque: opaque + "-gz") }
  var header: String { "\"\(opaque)\"" }

  /// Whether `If-None-Match: value` names this version, in either coding (weak comparison).
  func isNamed(inNoneMatch value: String) -> Bool {
    form(namedInNoneMatch: value) != nil
  }

  /// The form of this version `If-None-Match: value` names (a 304 says that one back); nil when
  /// it names none. `*` names this form.
  func form(namedInNoneMatch value: String) -> EntityTag? {
    guard let tags = Self.tags(value) else { return self }
    return tags.lazy.map { EntityTag(opaque: $0.opaque) }.first { $0 == self || $0 == gzipped }
  }

  /// Whether `If-Match: value` names this version (strong comparison: a weak tag never does).
  func isNamed(inMatch value: String) -> Bool {
    guard let tags = Self.tags(value) else { return true }
    return tags.contains { !$0.weak && ($0.opaque == opaque || $0.opaque == opaque + "-gz") }
  }

  /// The tags a header lists; nil for `*` (any version). What is not a tag is skipped: it names
  /// no version of ours.
  private static func tags(_ value: String) -> [(weak: Bool, opaque: String)]? {
    let bytes = Array(value.utf8)
    if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x2A }), bytes.contains(0x2A) { return nil }
    var tags: [(weak: Bool, opaque: String)] = []
    var index = 0
    while index < bytes.count {
      var weak = false
      if bytes[index] == UInt8(ascii: "W"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        weak = true
        index += 2
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        index += 1
        continue
      }
      let start = index + 1
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
      tags.append((weak, String(decoding: bytes[start..<end], as: UTF8.self)))
      index = end + 1
    }
    return tags
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
