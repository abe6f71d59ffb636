/// One change to a catalog file's bytes: the range it replaces and what goes there. Everything
/// outside the range is copied as it was; a write is one splice.
struct CatalogSplice: Equatable {
  let range: Range<Int>
  let replacement: [UInt8]

  /// How much longer the file becomes (negative: shorter).
  var delta: Int { replacement.count - range.count }

  /// The replacement's bytes that end up at `placed` in the new file.
  func bytes(at placed: Range<Int>) -> ArraySlice<UInt8> {
    replacement[(placed.lowerBound - range.lowerBound)..<(placed.upperBound - range.lowerBound)]
  }

  /// Removes the product at `range` and one separator beside it (up to the `next` product, or
  /// from the `previous` one), so the array stays valid and its layout unchanged; the only
  /// product leaves `[]`.
  static func removing(
    _ range: Range<Int>, next: Range<Int>?, previous: Range<Int>?, in bytes: UnsafeBufferPointer<UInt8>
  ) -> CatalogSplice {
    if let next { return CatalogSplice(range: range.lowerBound..<next.lowerBound, replacement: []) }
    if let previous { return CatalogSplice(range: previous.upperBound..<range.upperBound, replacement: []) }
    let open = JSONText.skippingSpace(in: bytes, backwardFrom: range.lowerBound)
    let close = JSONText.skippingSpace(in: bytes, forwardFrom: range.upperBound)
    return CatalogSplice(range: open..<close, replacement: [])
  }

  /// Adds `object` after the `last` product, separated as it is from the one before (or from the
  /// `[`); returns the splice and where the object will be in the new file.
  static func appending(
    _ object: [UInt8], after last: Range<Int>, previous: Range<Int>?, in bytes: UnsafeBufferPointer<UInt8>
  ) -> (splice: CatalogSplice, range: Range<Int>) {
    let separator: [UInt8] =
      if let previous {
        Array(bytes[previous.upperBound..<last.lowerBound])
      } else {
        [UInt8(ascii: ",")] + bytes[JSONText.skippingSpace(in: bytes, backwardFrom: last.lowerBound)..<last.lowerBound]
      }
    let start = last.upperBound + separator.count
    return (
      CatalogSplice(range: last.upperBound..<last.upperBound, replacement: separator + object),
      start..<(start + object.count)
    )
  }

  /// Puts `object` into an empty products array whose inside (between `[` and `]`) is `inside`,
  /// on its own line indented one step more than the array's line.
  static func filling(
    _ inside: Range<Int>, with object: (_ indent: [UInt8]) -> [UInt8], in bytes: UnsafeBufferPointer<UInt8>
  )
    -> (splice: CatalogSplice, range: Range<Int>)
  {
    let indent = JSONText.lineIndent(in: bytes, at: inside.lowerBound)
    let text = object(indent + Array("  ".utf8))
    let lead = [UInt8(ascii: "\n")] + indent + Array("  ".utf8)
    let start = inside.lowerBound + lead.count
    return (
      CatalogSplice(range: inside, replacement: lead + text + [UInt8(ascii: "\n")] + indent),
      start..<(start + text.count)
    )
  }
}
