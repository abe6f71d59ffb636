import BusinessLogic
import Dispatch
import DomainEntities
import Synchronization

/// Many short strings in one buffer, each made a `String` only when asked for.
struct TextColumn: Sendable {
  let bytes: IndexColumn<UInt8>
  /// Where each string starts, and one more entry for the end.
  let starts: IndexColumn<Int>

  init(_ texts: [String]) {
    var bytes: [UInt8] = []
    var starts = [0]
    for text in texts {
      bytes += text.utf8
      starts.append(bytes.count)
    }
    self.init(bytes: IndexColumn(bytes), starts: IndexColumn(starts))
  }

  init(bytes: IndexColumn<UInt8>, starts: IndexColumn<Int>) {
    (self.bytes, self.starts) = (bytes, starts)
  }

  var count: Int { starts.count - 1 }

  /// The string at `position`; an empty one, and the column's file marked damaged, when its
  /// starts do not fit (a checked index never has that).
  subscript(position: Int) -> String {
    string(in: range(at: position))
  }

  /// Where the string at `position` lies in the bytes, as its starts say (checked when read).
  func range(at position: Int) -> Range<Int> {
    let (start, end) = (starts[position], starts[position + 1])
    guard start <= end else {
      starts.reportDamage()
      return 0..<0
    }
    return start..<end
  }

  /// The string whose bytes lie at `range`; an empty one, and the column's file marked damaged,
  /// when they lie outside the bytes (a checked index never has that).
  func string(in range: Range<Int>) -> String {
    guard holds(range.lowerBound, range.upperBound) else {
      starts.reportDamage()
      return ""
    }
    return bytes.withValues(of: range) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether `start..<end` is a string's place within the bytes.
  private func holds(_ start: Int, _ end: Int) -> Bool {
    0 <= start && start <= end && end <= bytes.count
  }

  /// Whether the starts rise from 0 to the end of the bytes.
  var isConsistent: Bool {
    starts.first == 0 && starts.last == bytes.count && starts.adjacentPairsSatisfy { $0 <= $1 }
  }

  /// Every string, in order, when the starts rise from 0 to the end of the bytes
  /// (`isConsistent`); nil when they do not. Each column read once, its pages checked once,
  /// where the subscript checks a page for every value it reads (an index's names, made on every
  /// open, cost three times more), and the starts checked in the same pass as the strings are
  /// made (checked first apart, they read each value twice).
  var all: [String]? {
    starts.withValues(of: 0..<starts.count) { starts -> [String]? in
      guard starts.first == 0, starts.last == bytes.count else { return nil }
      return bytes.withValues(of: 0..<bytes.count) { bytes -> [String]? in
        var strings: [String] = []
        strings.reserveCapacity(starts.count - 1)
        for position in 0..<(starts.count - 1) {
          let (start, end) = (starts[position], starts[position + 1])
          guard start <= end, end <= bytes.count else { return nil }
          strings.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        }
        return strings
      }
    }
  }
}
