import Testing

@testable import ExternalInterfaces

/// Sizes as `catalog cache info` writes them and as `CATALOG_CACHE_SIZE` takes them.
@Suite struct ByteSizeTests {
  static let sizes: [(String, Int)] = [
    ("4G", 4 << 30), ("4g", 4 << 30), ("4 GB", 4 << 30), ("4GiB", 4 << 30), ("500M", 500 << 20),
    ("500mb", 500 << 20), ("1.5G", 3 << 29), (".5K", 512), ("65536", 65_536), ("65536B", 65_536), ("0", 0),
    ("2T", 2 << 40), (" 7K ", 7 << 10),
  ]

  @Test(arguments: sizes)
  func aSizeIsReadInUnitsOf1024(text: String, bytes: Int) {
    #expect(ByteSize.parse(text) == bytes)
  }

  @Test(arguments: [
    "", "G", "lots", "-1G", "4X", "4GBB", "1.2.3M", "4 G B", "1e3", "0x10", "2048T", "٤G", "nan", "inf",
  ])
  func anythingElseIsNotASize(text: String) {
    #expect(ByteSize.parse(text) == nil)
  }

  @Test func sizesAreWrittenToATenthAndReadBack() {
    #expect(ByteSize.text(0) == "0 B")
    #expect(ByteSize.text(1023) == "1023 B")
    #expect(ByteSize.text(2 << 30) == "2 GB")
    #expect(ByteSize.text(412 << 20 + 512 << 10) == "412.5 MB")
    for bytes in [1 << 10, 3 << 29, 5 << 40] {
      #expect(ByteSize.parse(ByteSize.text(bytes).replacingSpaces()) == bytes)
    }
  }
}

extension String {
  fileprivate func replacingSpaces() -> String { filter { $0 != " " } }
}
