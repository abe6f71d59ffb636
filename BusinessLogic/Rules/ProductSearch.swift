import DomainEntities

/// The catalog's search semantics, as DummyJSON defines them: the text is trimmed, lower-cased
/// and hyphens become spaces; a product matches when its lower-cased title or description
/// contains the result. Empty text matches everything.
public struct ProductSearch: Sendable {
  /// The normalised text, as UTF-8, or `nil` when it matches everything.
  public let needle: [UInt8]?

  public init(_ text: String?) {
    let normalised = ProductSearch.normalise(text ?? "")
    needle = normalised.isEmpty ? nil : Array(normalised.utf8)
  }

  public static func normalise(_ text: String) -> String {
    text.trimmingWhitespace().lowercased().replacingHyphensWithSpaces()
  }

  public func matches(_ product: Product) -> Bool {
    guard let needle else { return true }
    return ProductSearch.contains(product.title.lowercased(), needle)
      || ProductSearch.contains(product.description.lowercased(), needle)
  }

  /// Substring test on UTF-8 code units: the same answer as a code-unit search in JavaScript for
  /// all text without combining sequences, and far cheaper than a grapheme-aware search.
  static func contains(_ haystack: String, _ needle: [UInt8]) -> Bool {
    var haystack = haystack
    return haystack.withUTF8 { bytes in
      guard needle.count <= bytes.count, let first = needle.first else { return needle.isEmpty }
      let lastStart = bytes.count - needle.count
      var start = 0
      while start <= lastStart {
        if bytes[start] == first {
          var offset = 1
          while offset < needle.count, bytes[start + offset] == needle[offset] { offset += 1 }
          if offset == needle.count { return true }
        }
        start += 1
      }
      return false
    }
  }
}

extension String {
  fileprivate func replacingHyphensWithSpaces() -> String {
    String(map { $0 == "-" ? " " : $0 })
  }
}
