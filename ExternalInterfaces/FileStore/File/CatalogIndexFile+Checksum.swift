extension CatalogIndexFile {
  /// A 64-bit hash of a byte stream, eight bytes at a time, fed in chunks of any length. Word
  /// `n` goes into lane `n % 4`: four independent chains of multiply and shift keep the
  /// processor's multipliers busy, where one chain waited on each multiply (a million products'
  /// index is 600 MB, all of it checked by the whole check). The lanes are folded into one value
  /// at the end.
  struct Checksum {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9, 0x85EB_CA77_C2B2_AE63
    )
    private var words = 0
    private var pending: [UInt8] = []

    mutating func add(_ chunk: UnsafeRawBufferPointer) {
      var offset = 0
      if !pending.isEmpty {
        while pending.count < 8, offset < chunk.count {
          pending.append(chunk[offset])
          offset += 1
        }
        guard pending.count == 8 else { return }
        pending.withUnsafeBytes { mix($0.loadUnaligned(as: UInt64.self)) }
        pending.removeAll(keepingCapacity: true)
      }
      while words & 3 != 0, offset + 8 <= chunk.count {
        mix(chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      var (a, b, c, d) = lanes
      while offset + 32 <= chunk.count {
        a = Self.step(a, chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        b = Self.step(b, chunk.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
        c = Self.step(c, chunk.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
        d = Self.step(d, chunk.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
        offset += 32
        words += 4
      }
      lanes = (a, b, c, d)
      while offset + 8 <= chunk.count {
        mix(chunk.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      pending += chunk[offset...]
    }

    var value: UInt64 {
      var copy = self
      for byte in copy.pending { copy.mix(UInt64(byte)) }
      copy.mix(UInt64(copy.pending.count))
      return copy.folded
    }

    /// The lanes folded into one value, with the count of words mixed.
    private var folded: UInt64 {
      var folded = Self.step(lanes.0, lanes.1)
      folded = Self.step(folded, lanes.2)
      folded = Self.step(folded, lanes.3)
      return Self.step(folded, UInt64(words))
    }

    /// The value of `bytes` hashed as one chunk: what `add` then `value` give, without the bytes
    /// kept for a chunk that ends mid-word, for a page checked as a command reads it.
    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
      var (a, b, c, d) = Self().lanes
      var offset = 0
      while offset + 32 <= bytes.count {
        a = step(a, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        b = step(b, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
        c = step(c, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
        d = step(d, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
        offset += 32
      }
      var rest = Self()
      rest.lanes = (a, b, c, d)
      rest.words = offset / 8
      while offset + 8 <= bytes.count {
        rest.mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      for byte in bytes[offset...] { rest.mix(UInt64(byte)) }
      rest.mix(UInt64(bytes.count - offset))
      return rest.folded
    }

    private mutating func mix(_ word: UInt64) {
      switch words & 3 {
      case 0: lanes.0 = Self.step(lanes.0, word)
      case 1: lanes.1 = Self.step(lanes.1, word)
      case 2: lanes.2 = Self.step(lanes.2, word)
      default: lanes.3 = Self.step(lanes.3, word)
      }
      words += 1
    }

    private static func step(_ state: UInt64, _ word: UInt64) -> UInt64 {
      let mixed = (state ^ word) &* 0xFF51_AFD7_ED55_8CCD
      return mixed ^ (mixed >> 29)
    }
  }
}
