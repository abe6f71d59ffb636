/// A number written in decimal (`9.99`, `-3`, `1.5e2`): its value and how many decimals it really
/// has once trailing zeros and the exponent are accounted for (`1.50` has 1, `1.5e2` has 0).
/// The decimals are counted on the text, because a binary `Double` cannot say whether `9.999`
/// was typed.
struct DecimalText: Hashable, Sendable {
  let value: Double
  let decimals: Int
  /// Written without a fraction or an exponent.
  let isInteger: Bool

  init?(_ text: String) {
    let trimmed = text.trimmingWhitespace()
    let bytes = Array(trimmed.utf8)
    func isDigit(_ index: Int) -> Bool { index < bytes.count && (0x30...0x39).contains(bytes[index]) }
    var index = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
    let integerStart = index
    while isDigit(index) { index += 1 }
    let integerDigits = index - integerStart
    var fraction: ArraySlice<UInt8> = []
    var hasPoint = false
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      hasPoint = true
      index += 1
      let start = index
      while isDigit(index) { index += 1 }
      fraction = bytes[start..<index]
    }
    var exponent = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      guard let parsed = Int(String(decoding: bytes[(index + 1)...], as: UTF8.self)), abs(parsed) < 10_000 else {
        return nil
      }
      exponent = parsed
      index = bytes.count
    }
    guard index == bytes.count, integerDigits + fraction.count > 0, let value = Double(trimmed), value.isFinite else {
      return nil
    }
    self.value = value
    decimals = max(0, fraction.reversed().drop { $0 == UInt8(ascii: "0") }.count - exponent)
    isInteger = !hasPoint && exponent == 0
  }
}
