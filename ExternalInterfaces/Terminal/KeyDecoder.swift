import ApplicationLogic

/// Turns the bytes a terminal sends in raw mode into keys: UTF-8 characters, control keys, and
/// the escape sequences of arrows and paging keys (both the `ESC [` and the `ESC O` forms).
///
/// A lone ESC at the end of what one read returned is the Escape key: terminals send a whole
/// sequence in one write, so ESC followed by nothing is not the start of one. An incomplete
/// UTF-8 character or `ESC [` sequence is kept for the next read.
///
/// A bracketed paste (`ESC[200~` … `ESC[201~`) is one `.pasted` key with its text, however many
/// reads it spans; at most `largestPaste` bytes of it are kept.
struct KeyDecoder {
  private var pending: [UInt8] = []
  /// The bytes of a paste whose end has not come yet.
  private var paste: [UInt8]?

  static let largestPaste = 1 << 20
  private static let pasteEnd = Array("\u{1B}[201~".utf8)

  mutating func keys(from bytes: [UInt8]) -> [BrowseKey] {
    let input = pending + bytes
    pending = []
    var keys: [BrowseKey] = []
    var index = 0
    while index < input.count {
      switch paste == nil ? Self.decode(input, at: index) : pasted(input, from: index) {
      case .key(let key, let next):
        if let key { keys.append(key) }
        index = next
      case .pasteStarts(let next):
        paste = []
        index = next
      case .incomplete(let start):
        pending = Array(input[start...])
        return keys
      }
    }
    return keys
  }

  /// What the bytes at one place are.
  private enum Step {
    /// A key (or bytes that are none, skipped), and where the next one starts.
    case key(BrowseKey?, next: Int)
    case pasteStarts(next: Int)
    /// The start of something the next read completes.
    case incomplete(from: Int)
  }

  /// Inside a paste: its text up to its end, which may be split over reads (its possible start
  /// then waits for the next one).
  private mutating func pasted(_ input: [UInt8], from index: Int) -> Step {
    guard let end = Self.find(Self.pasteEnd, in: input, from: index) else {
      let keep = min(Self.pasteEnd.count - 1, input.count - index)
      append(toPaste: input[index..<(input.count - keep)])
      return .incomplete(from: input.count - keep)
    }
    append(toPaste: input[index..<end])
    let text = String(decoding: paste ?? [], as: UTF8.self)
    paste = nil
    return .key(.pasted(text), next: end + Self.pasteEnd.count)
  }

  private static func decode(_ input: [UInt8], at index: Int) -> Step {
    let byte = input[index]
    switch byte {
    case 0x1B: return escape(input, at: index)
    case 0x0D, 0x0A: return .key(.enter, next: index + 1)
    case 0x09: return .key(.tab, next: index + 1)
    case 0x7F, 0x08: return .key(.backspace, next: index + 1)
    case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), next: index + 1)
    case 0x00...0x1F: return .key(nil, next: index + 1)
    default:
      let length = utf8Length(leading: byte)
      guard length > 0 else { return .key(nil, next: index + 1) }
      guard index + length <= input.count else { return .incomplete(from: index) }
      let text = String(decoding: input[index..<(index + length)], as: UTF8.self)
      let valid = text.unicodeScalars.first?.value != 0xFFFD
      return .key(valid ? text.first.map(BrowseKey.character) : nil, next: index + length)
    }
  }

  /// ESC: the Escape key alone, else an `ESC [` or `ESC O` sequence.
  private static func escape(_ input: [UInt8], at index: Int) -> Step {
    guard index + 1 < input.count, [UInt8(ascii: "["), UInt8(ascii: "O")].contains(input[index + 1]) else {
      return .key(.escape, next: index + 1)
    }
    guard let end = input[(index + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else {
      return .incomplete(from: index)
    }
    let parameters = Array(input[(index + 2)..<end])
    if parameters == Array("200".utf8), input[end] == UInt8(ascii: "~") { return .pasteStarts(next: end + 1) }
    return .key(sequenceKey(parameters: parameters, final: input[end]), next: end + 1)
  }

  /// In place: a copy of the paste so far for each read would be quadratic in its reads.
  private mutating func append(toPaste bytes: ArraySlice<UInt8>) {
    guard let count = paste?.count else { return }
    paste?.append(contentsOf: bytes.prefix(max(0, Self.largestPaste - count)))
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count - start >= needle.count else { return nil }
    return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
  }

  private static func sequenceKey(parameters: [UInt8], final: UInt8) -> BrowseKey? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch String(decoding: parameters, as: UTF8.self).split(separator: ";").first {
      case "1", "7": return .home
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      default: return nil
      }
    default: return nil
    }
  }

  /// Bytes in the UTF-8 sequence a leading byte starts; 0 for a byte that cannot start one.
  private static func utf8Length(leading byte: UInt8) -> Int {
    switch byte {
    case 0x20...0x7E: 1
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 0
    }
  }
}
