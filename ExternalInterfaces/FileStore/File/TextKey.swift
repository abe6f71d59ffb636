#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A string of a `TextColumn` as a sort key, read where it lies: it orders and equals as the
/// `String` it holds (BusinessLogic's rule compares titles as strings), byte by byte when both
/// are ASCII, where the two agree, and as strings otherwise. Sorting ten million titles made a
/// `String` of each first: 650 MB of small allocations, which outlived the sort.
struct TextKey: Comparable {
  // Points into a column held mapped or in memory for as long as the key lives: keys are made
  // and used only inside `TextColumn.withKeys`.
  private let start: UnsafePointer<UInt8>?
  private let count: Int32
  private let isASCII: Bool

  fileprivate init(_ text: UnsafeBufferPointer<UInt8>) {
    start = text.baseAddress
    count = Int32(truncatingIfNeeded: text.count)
    isASCII = text.allSatisfy { $0 < 0x80 }
  }

  private var string: String {
    String(decoding: UnsafeBufferPointer(start: start, count: Int(count)), as: UTF8.self)
  }

  /// memcmp's answer over the shorter length, then the shorter first.
  private static func bytewise(_ a: TextKey, _ b: TextKey) -> Int {
    let shorter = Int(Swift.min(a.count, b.count))
    if shorter > 0, let left = a.start, let right = b.start {
      let order = memcmp(left, right, shorter)
      if order != 0 { return Int(order) }
    }
    return Int(a.count) - Int(b.count)
  }

  static func < (a: TextKey, b: TextKey) -> Bool {
    a.isASCII && b.isASCII ? bytewise(a, b) < 0 : a.string < b.string
  }

  static func == (a: TextKey, b: TextKey) -> Bool {
    a.isASCII && b.isASCII ? bytewise(a, b) == 0 : a.string == b.string
  }
}

extension TextColumn {
  /// `body` given the key of the string at each position (`TextKey`), valid only within it; a
  /// string whose starts do not fit (never in a checked index) is empty, and the column's file
  /// marked damaged.
  func withKeys<Result>(_ body: ((Int) -> TextKey) -> Result) -> Result {
    bytes.withUnsafeBufferPointer { bytes in
      starts.withUnsafeBufferPointer { starts in
        body { position in
          guard position >= 0, position + 1 < starts.count, 0 <= starts[position],
            starts[position] <= starts[position + 1], starts[position + 1] <= bytes.count
          else {
            self.starts.reportDamage()
            return TextKey(UnsafeBufferPointer(rebasing: bytes[0..<0]))
          }
          return TextKey(UnsafeBufferPointer(rebasing: bytes[starts[position]..<starts[position + 1]]))
        }
      }
    }
  }
}
