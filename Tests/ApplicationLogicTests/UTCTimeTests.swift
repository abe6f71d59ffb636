import ApplicationLogic
import Testing

/// Moments in seconds since 1970 as people read them, checked against Python's datetime.
@Suite struct UTCTimeTests {
  @Test(arguments: [
    (0, "1970-01-01 00:00 UTC"),
    (1_795_512_741, "2026-11-24 09:32 UTC"),
    (951_829_620, "2000-02-29 13:07 UTC"),
    (-1, "1969-12-31 23:59 UTC"),
    (4_102_444_800, "2100-01-01 00:00 UTC"),
  ])
  func writesTheDateAndMinute(seconds: Int, text: String) {
    #expect(UTCTime.text(unixSeconds: seconds) == text)
  }

  @Test(arguments: [Int.min, Int.max, -86_400 * 1_000_000_000])
  func anyNumberAServerOrFileHoldsIsWrittenWithoutACrash(seconds: Int) {
    #expect(UTCTime.text(unixSeconds: seconds).hasSuffix(" UTC"))
  }
}
