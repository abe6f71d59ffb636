import Testing

@testable import ExternalInterfaces

@Suite struct CSVFieldTests {
  @Test(arguments: [
    ("=HYPERLINK(\"http://x\")", "\"'=HYPERLINK(\"\"http://x\"\")\""),
    ("+1+1", "'+1+1"),
    ("-2+3", "'-2+3"),
    ("@SUM(A1)", "'@SUM(A1)"),
    ("\tcmd", "'\tcmd"),
    ("\r=1", "\"'\r=1\""),
    ("-", "'-"),
  ])
  func formulaCellsGetAnApostrophe(cell: String, written: String) {
    #expect(CSVField.quote(cell) == written)
  }

  @Test(arguments: ["-5", "-0.25", "12", "1e3", "-1.5E-7", "plain", "a=b", "", "Ünïcode"])
  func numbersAndOrdinaryTextAreUntouched(cell: String) {
    #expect(CSVField.defused(cell) == cell)
  }

  @Test(arguments: ["-", "-.5", "-1.", "-1e", "--1", "-1x"])
  func almostNumbersAreDefused(cell: String) {
    #expect(CSVField.defused(cell) == "'" + cell)
  }
}
