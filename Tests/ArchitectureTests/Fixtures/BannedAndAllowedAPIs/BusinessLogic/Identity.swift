import Foundation

#if canImport(Glibc)
  import Glibc
#endif

public enum Identity {
  public static func fresh() -> UUID { UUID() }
  public static func parsed(_ text: String) -> UUID? { UUID(uuidString: text) }
  public static func roll() -> Int { Int.random(in: 1...6) }
  public static func seeded(_ seed: Int) -> Int { seed % 6 + 1 }
  public static func noise() -> UInt32 { arc4random() }
  public static func stamp() -> Date { Date() }
  public static func later(_ date: Date) -> Date { date.addingTimeInterval(60) }
  public static func home() -> String { NSHomeDirectory() }
  public static func scratch() -> String { NSTemporaryDirectory() }
  public static func user() -> String { NSUserName() }
}
