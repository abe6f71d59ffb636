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
      if paste != nil {
        guard let end = Self.find(Self.pasteEnd, in: input, from: index) else {
          // The end may be split over reads: its possible start waits for the next one.
          let keep = min(Self.pasteEnd.count - 1, input.count - index)
          append(toPaste: input[index..<(input.count - keep)])
          pending = Array(input[(input.count - keep)...])
          return keys
        }
        append(toPaste: input[index..<end])
        keys.append(.pasted(String(decoding: paste ?? [], as: UTF8.self)))
        paste = nil
        index = end + Self.pasteEnd.count
        continue
      }
      let byte = input[index]
      switch byte {
      case 0x1B:
        guard index + 1 < input.count else {
          keys.append(.escape)
          index += 1
          continue
        }
        let next = input[index + 1]
        guard next == UInt8(ascii: "[") || next == UInt8(ascii: "O") else {
          keys.append(.escape)
          index += 1
          continue
        }
        guard let end = input[(index + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) }) else {
          pending = Array(input[index...])
          return keys
        }
        let parameters = Array(input[(index + 2)..<end])
        if parameters == Array("200".utf8), input[end] == UInt8(ascii: "~") {
          paste = []
        } else if let key = Self.sequenceKey(parameters: parameters, final: input[end]) {
          keys.append(key)
        }
        index = end + 1
      case 0x0D, 0x0A: keys.append(.enter); index += 1
      case 0x09: keys.append(.tab); index += 1
      case 0x7F, 0x08: keys.append(.backspace); index += 1
      case 0x01...0x1A:
        keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        index += 1
      case 0x00...0x1F:
        index += 1
      default:
        let length = Self.utf8Length(leading: byte)
        guard length > 0 else {
          index += 1
          continue
        }
        guard index + length <= input.count else {
          pending = Array(input[index...])
          return keys
        }
        let text = String(decoding: input[index..<(index + length)], as: UTF8.self)
        if let character = text.first, text.unicodeScalars.first?.value != 0xFFFD {
          keys.append(.character(character))
        }
        index += length
      }
    }
    return keys
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
