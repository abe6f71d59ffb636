/// SipHash-2-4 (Aumasson and Bernstein), a keyed pseudo-random function: a tag for a short
/// text that no one without the key can make. The pages use it to give a visitor's form a
/// token derived from its cookie, so a visitor who has not signed in costs the server no state.
struct SipHash: Sendable {
  private let k0: UInt64
  private let k1: UInt64

  init(key: (UInt64, UInt64)) {
    (k0, k1) = key
  }

  /// A key from the system's random source.
  static func randomKey() -> (UInt64, UInt64) {
    var generator = SystemRandomNumberGenerator()
    return (generator.next(), generator.next())
  }

  func hash(_ bytes: some Collection<UInt8>) -> UInt64 {
    var v0: UInt64 = 0x736f_6d65_7073_6575 ^ k0
    var v1: UInt64 = 0x646f_7261_6e64_6f6d ^ k1
    var v2: UInt64 = 0x6c79_6765_6e65_7261 ^ k0
    var v3: UInt64 = 0x7465_6462_7974_6573 ^ k1
    func round() {
      v0 &+= v1
      v1 = v1.rotatedLeft(13) ^ v0
      v0 = v0.rotatedLeft(32)
      v2 &+= v3
      v3 = v3.rotatedLeft(16) ^ v2
      v0 &+= v3
      v3 = v3.rotatedLeft(21) ^ v0
      v2 &+= v1
      v1 = v1.rotatedLeft(17) ^ v2
      v2 = v2.rotatedLeft(32)
    }
    func compress(_ word: UInt64) {
      v3 ^= word
      round()
      round()
      v0 ^= word
    }
    var word: UInt64 = 0
    var filled = 0
    for byte in bytes {
      word |= UInt64(byte) << (8 * UInt64(filled))
      filled += 1
      if filled == 8 {
        compress(word)
        (word, filled) = (0, 0)
      }
    }
    compress(word | UInt64(truncatingIfNeeded: bytes.count) << 56)
    v2 ^= 0xff
    for _ in 0..<4 { round() }
    return v0 ^ v1 ^ v2 ^ v3
  }
}

extension UInt64 {
  fileprivate func rotatedLeft(_ count: UInt64) -> UInt64 {
    (self << count) | (self >> (64 - count))
  }
}
