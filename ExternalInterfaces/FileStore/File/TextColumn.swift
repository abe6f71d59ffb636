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

  subscript(position: Int) -> String {
    let range = starts[position]..<starts[position + 1]
    return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// Every string, in order.
  var all: [String] { (0..<count).map { self[$0] } }
}
