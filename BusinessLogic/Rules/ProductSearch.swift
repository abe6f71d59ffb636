import DomainEntities

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The catalog's search semantics, as DummyJSON defines them: the text is trimmed, lower-cased
/// and hyphens become spaces; a product matches when its lower-cased title or description
/// contains the result. Empty text matches everything. Beyond ASCII, both sides are compared in
/// Unicode's composed form (NFC): "crème" typed as e and a combining grave finds "crème" written
/// with è, and the other way round.
public struct ProductSearch: Sendable {
  /// The normalised text, as UTF-8, or `nil` when it matches everything.
  public let needle: [UInt8]?

  public init(_ text: String?) {
    let normalised = ProductSearch.normalise(text ?? "")
    needle = normalised.isEmpty ? nil : Array(normalised.utf8)
  }

  public static func normalise(_ text: String) -> String {
    text.trimmingWhitespace().lowercased().composed.replacingHyphensWithSpaces()
  }

  public func matches(_ product: Product) -> Bool {
    guard let needle else { return true }
    return ProductSearch.contains(product.title, needle) || ProductSearch.contains(product.description, needle)
  }

  /// Whether one piece of text (a title alone, say) contains the search text.
  public func matches(text: String) -> Bool {
    guard let needle else { return true }
    return ProductSearch.contains(text, needle)
  }

  /// The same test on text still in UTF-8 bytes, for sources that decide before building a
  /// product (a scan of a large file builds only the products that match).
  public func matches(
    titleUTF8 title: UnsafeBufferPointer<UInt8>, descriptionUTF8 description: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard let needle else { return true }
    return ProductSearch.contains(utf8: title, needle) || ProductSearch.contains(utf8: description, needle)
  }

  /// Text in the form the search looks in, as UTF-8: ASCII lower-cased byte by byte, other text
  /// with Unicode's rules. A source that keeps this to search many times (an interactive
  /// session's index) finds what `matches` finds by looking for `needle` in it.
  public static func folded(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { bytes in
      withLowerCase(bytes) { lowered, foldingASCII in foldingASCII ? lowered.map(lowerASCII) : Array(lowered) }
    }
  }

  /// Whether text already folded (`folded(_:)`) contains the search text: what `matches(text:)`
  /// answers for the text it was folded from.
  public func matches(folded text: [UInt8]) -> Bool {
    guard let needle else { return true }
    return text.withUnsafeBufferPointer { Self.search($0, needle, foldingASCII: false) }
  }

  /// Whether the lower-cased `text` contains `needle` (already lower-case), as UTF-8 code units:
  /// the same answer as a code-unit search in JavaScript for text without combining sequences.
  static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
    var text = text
    return text.withUTF8 { contains(utf8: $0, needle) }
  }

  static func contains(utf8 bytes: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
    withLowerCase(bytes) { lowered, foldingASCII in search(lowered, needle, foldingASCII: foldingASCII) }
  }

  /// The one lower-casing rule: ASCII text is left as it is and folded byte by byte as it is
  /// read (no copy: `foldingASCII` is true); other text is lower-cased with Unicode's rules and
  /// composed (NFC).
  private static func withLowerCase<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>, _ foldingASCII: Bool) -> Result
  ) -> Result {
    if bytes.allSatisfy({ $0 < 0x80 }) { return body(bytes, true) }
    var lowered = String(decoding: bytes, as: UTF8.self).lowercased().composed
    return lowered.withUTF8 { body($0, false) }
  }

  @inline(__always) private static func lowerASCII(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  private static func search(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8], foldingASCII: Bool) -> Bool {
    guard let first = needle.first else { return true }
    guard needle.count <= haystack.count else { return false }
    @inline(__always) func fold(_ byte: UInt8) -> UInt8 {
      foldingASCII ? lowerASCII(byte) : byte
    }
    for start in 0...(haystack.count - needle.count) where fold(haystack[start]) == first {
      var offset = 1
      while offset < needle.count, fold(haystack[start + offset]) == needle[offset] { offset += 1 }
      if offset == needle.count { return true }
    }
    return false
  }
}

extension String {
  /// The text in Unicode's composed form (NFC), as the standard library compares strings.
  /// FoundationEssentials has no `precomposedStringWithCanonicalMapping` (D100); tests prove
  /// this equal to Foundation's.
  public var composed: String {
    String(decoding: _nfcCodeUnits, as: UTF8.self)
  }

  fileprivate func replacingHyphensWithSpaces() -> String {
    String(map { $0 == "-" ? " " : $0 })
  }
}
