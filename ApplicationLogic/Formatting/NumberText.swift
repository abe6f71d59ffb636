/// Numbers for machines: the shortest text that reads back as the same value, and whole numbers
/// without a fraction (`10`, not `10.0`), as the catalog itself writes them.
public enum NumberText {
  public static func exact(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return hundredths(value) ?? value.description
  }

  /// `value` as `description` writes it, when it is a whole number of hundredths below 10¹¹ (a
  /// price, a rating): `description` finds the shortest digits that read back as the value, a
  /// search that cost about 400 instructions a number, two a listed product (issue 60). Below
  /// 10¹¹ doubles lie much closer than a hundredth, so no shorter decimal reads back as the
  /// same value, and the hundredths are those digits. Nil for any other value.
  static func hundredths(_ value: Double) -> String? {
    let scaled = (value * 100).rounded()
    guard scaled.isFinite, abs(scaled) < 1e13, scaled / 100 == value else { return nil }
    let cents = Int64(scaled)
    var left = cents.magnitude
    // Written from the end: the hundredths (the last dropped when zero), the point, the whole.
    // At most 15 bytes (below 10¹¹: eleven digits, the point, two, a sign): a small string, not
    // an allocation.
    return String(unsafeUninitializedCapacity: 15) { text in
      var end = text.count
      func put(_ byte: UInt8) {
        end -= 1
        text[end] = byte
      }
      let fraction = left % 100
      if fraction % 10 != 0 { put(UInt8(ascii: "0") + UInt8(fraction % 10)) }
      put(UInt8(ascii: "0") + UInt8(fraction / 10))
      put(UInt8(ascii: "."))
      left /= 100
      repeat {
        put(UInt8(ascii: "0") + UInt8(left % 10))
        left /= 10
      } while left > 0
      if cents < 0 { put(UInt8(ascii: "-")) }
      let length = text.count - end
      for place in 0..<length { text[place] = text[end + place] }
      return length
    }
  }

  /// Two decimals at most, trailing zeros dropped (`4.5`, `2.56`, `3`): for ratings and
  /// percentages, where the catalog's precision is two places.
  public static func short(_ value: Double) -> String {
    let scaled = (value * 100).rounded(.toNearestOrAwayFromZero) / 100
    return exact(scaled.isFinite ? scaled : value)
  }

  /// Every decimal digit of a whole, non-negative, finite `value` (`100000000000000000` for
  /// 1e17), however large: the significand shifted by the exponent in base 10⁹ limbs. Anything
  /// else (a fraction, a sign, infinity) is written as Swift writes it.
  public static func wholeDigits(_ value: Double) -> String {
    guard value.isFinite, value >= 0, value == value.rounded() else { return value.description }
    if value < 0x1p63 { return String(UInt64(value)) }
    var limbs: [UInt64] = [value.significandBitPattern | (1 << 52)]  // least significant first
    // Normalise the first limb into base 10⁹, then double as often as the exponent says.
    limbs = carried(limbs)
    var shift = Int(value.exponent) - 52
    while shift > 0 {
      let step = min(shift, 30)
      limbs = carried(limbs.map { $0 << UInt64(step) })
      shift -= step
    }
    var text = String(limbs.last ?? 0)
    for limb in limbs.dropLast().reversed() {
      let digits = String(limb)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }

  private static let limbBase: UInt64 = 1_000_000_000

  private static func carried(_ limbs: [UInt64]) -> [UInt64] {
    var result: [UInt64] = []
    var carry: UInt64 = 0
    for limb in limbs {
      let sum = limb + carry
      result.append(sum % limbBase)
      carry = sum / limbBase
    }
    while carry > 0 {
      result.append(carry % limbBase)
      carry /= limbBase
    }
    return result
  }
}
