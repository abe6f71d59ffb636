import Testing

@testable import ExternalInterfaces

/// Arguments, variables and paths as the system hands them over: any bytes, decoded without
/// losing one.
@Suite struct LosslessTextTests {
  static let valid: [[UInt8]] = [
    [], Array("catalog".utf8), Array("café ☕ 🛒".utf8), Array("\u{FFFD} stays itself".utf8),
  ]
  static let invalid: [[UInt8]] = [
    [0xFF], [0x61, 0x80, 0x62], [0xE2, 0x82], [0xC0, 0xAF], Array("caf".utf8) + [0xE9] + Array(".json".utf8),
    [0xED, 0xA0, 0x80],
  ]

  @Test(arguments: valid)
  func validUTF8IsTheSameText(bytes: [UInt8]) {
    let text = LosslessText.decode(bytes)
    #expect(Array(text.utf8) == bytes)
    #expect(LosslessText.isUTF8(text))
    #expect(LosslessText.fileSystemBytes(text) == bytes)
  }

  @Test(arguments: invalid)
  func otherBytesComeBackWhole(bytes: [UInt8]) {
    let text = LosslessText.decode(bytes)
    #expect(!LosslessText.isUTF8(text))
    #expect(LosslessText.fileSystemBytes(text) == bytes)
    // Decoding is not repairing: no byte became U+FFFD.
    #expect(!text.unicodeScalars.contains("\u{FFFD}"))
  }

  /// The whole copy of text without the byte F4 is a second form of the scalar rule: on every
  /// text here, escaped or not, the two give the same bytes.
  @Test(arguments: valid + invalid)
  func theWholeCopyAgreesWithTheScalarRule(bytes: [UInt8]) {
    let text = LosslessText.decode(bytes)
    #expect(LosslessText.fileSystemBytes(text) == LosslessText.scalarBytes(text))
    #expect(LosslessText.scalarBytes(text) == bytes)
  }

  /// Variables as the kernel hands them over: any bytes in a value, the first of a repeated
  /// name, an entry without `=` passed over.
  @Test func theEnvironmentIsDecodedWithoutLosingAByte() {
    let entries: [[UInt8]] = [
      Array("CATALOG_SOURCE=/data/caf".utf8) + [0xE9] + Array(".json".utf8),
      Array("NO_COLOR=".utf8), Array("NOT A VARIABLE".utf8), Array("LANG=C.UTF-8".utf8),
      Array("LANG=repeated".utf8), Array("CAFÉ=☕=two".utf8),
    ]
    var pointers: [UnsafeMutablePointer<CChar>?] = entries.map { bytes in
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (place, byte) in bytes.enumerated() { copy[place] = CChar(bitPattern: byte) }
      copy[bytes.count] = 0
      return copy
    }
    pointers.append(nil)
    defer { for pointer in pointers { pointer?.deallocate() } }
    let decoded = pointers.withUnsafeMutableBufferPointer { $0.baseAddress.map(LosslessText.environment(of:)) }
    guard let variables = decoded else {
      Issue.record("no entries to read")
      return
    }
    #expect(variables.keys.sorted() == ["CAFÉ", "CATALOG_SOURCE", "LANG", "NO_COLOR"])
    #expect(variables["CATALOG_SOURCE"].map(LosslessText.fileSystemBytes) == Array(entries[0].dropFirst(15)))
    #expect(variables["NO_COLOR"] == "")
    #expect(variables["LANG"] == "C.UTF-8")
    #expect(variables["CAFÉ"] == "☕=two")
  }
}
