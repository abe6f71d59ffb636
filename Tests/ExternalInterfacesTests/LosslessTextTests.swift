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
}
