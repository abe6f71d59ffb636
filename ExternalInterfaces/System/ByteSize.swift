/// A number of bytes as people read and write it, in units of 1,024: `2 GB`, `412.5 MB`; and
/// as they may set it (`CATALOG_CACHE_SIZE=4G`, `500MB`, `1.5GiB`, `65536`).
enum ByteSize {
  private static let units = ["B", "KB", "MB", "GB", "TB"]

  /// `0 B`, `412.5 MB`, `2 GB`: tenths, and none when they are zero.
  static func text(_ bytes: Int) -> String {
    var value = Double(bytes)
    var unit = 0
    while value >= 1024, unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    let number = tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    return number + " " + units[unit]
  }

  /// The bytes `text` names: a number (a fraction allowed), then a unit or none (bytes): K, M,
  /// G or T, each alone or followed by B or iB, in either case; space between them allowed. Nil
  /// for anything else, a negative number, or more than a petabyte.
  static func parse(_ text: String) -> Int? {
    let trimmed = text.trimmingSpaces()
    let number = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    let unit = trimmed.dropFirst(number.count).trimmingSpaces().uppercased()
    guard number.contains(where: \.isNumber), number.filter({ $0 == "." }).count <= 1,
      let value = Double(number.hasPrefix(".") ? "0" + number : String(number)),
      let power = exponent(of: unit)
    else { return nil }
    let bytes = value * Double(1 << (10 * power))
    guard bytes.isFinite, bytes <= Double(1 << 50) else { return nil }
    return Int(bytes.rounded())
  }

  /// 0 for bytes, 1 for K, …, 4 for T; nil for what is not a unit.
  private static func exponent(of unit: String) -> Int? {
    if unit.isEmpty || unit == "B" { return 0 }
    guard let letter = unit.first, let power = "KMGT".firstIndex(of: letter) else { return nil }
    let rest = unit.dropFirst()
    guard rest.isEmpty || rest == "B" || rest == "IB" else { return nil }
    return "KMGT".distance(from: "KMGT".startIndex, to: power) + 1
  }
}

extension StringProtocol {
  fileprivate func trimmingSpaces() -> SubSequence {
    let start = firstIndex { $0 != " " } ?? endIndex
    let end = lastIndex { $0 != " " }.map { index(after: $0) } ?? start
    return self[start..<Swift.max(start, end)]
  }
}
