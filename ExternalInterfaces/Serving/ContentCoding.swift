import BusinessLogic

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Which content coding an answer goes in (RFC 9110 §12.5.3): gzip where the client's
/// `Accept-Encoding` takes it, the body is text worth compressing, and zlib is here.
enum ContentCoding {
  /// Below this a body gains less than gzip's own 18 bytes and the time to make them.
  static let smallestCompressed = 1024

  /// Whether `Accept-Encoding: value` takes gzip: named with a quality above 0, or `*` above 0 with
  /// gzip not refused by name. No header, or `identity` alone, is no.
  static func acceptsGzip(_ value: String?) -> Bool {
    guard let value else { return false }
    var named: Double?
    var any: Double?
    for item in value.split(separator: ",") {
      let parts = item.split(separator: ";")
      guard let coding = parts.first?.trimmingWhitespace().lowercased() else { continue }
      let quality = parts.dropFirst().lazy.compactMap(Self.quality).first ?? 1
      if coding == "gzip" || coding == "x-gzip" { named = quality } else if coding == "*" { any = quality }
    }
    return (named ?? any ?? 0) > 0
  }

  /// `q=0.5` as 0.5; nil for any other parameter or a weight RFC 9110 does not allow.
  private static func quality(_ parameter: Substring) -> Double? {
    let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
    guard pair.count == 2, pair[0].lowercased() == "q", pair[1].count <= 5, let weight = Double(pair[1]),
      (0...1).contains(weight)
    else { return nil }
    return weight
  }

  /// Whether a body of this type is text (JSON, HTML, plain), which gzip makes several times smaller.
  static func isCompressible(_ contentType: String) -> Bool {
    contentType.hasPrefix("application/json") || contentType.hasPrefix("text/")
  }
}
