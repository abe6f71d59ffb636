import Foundation

public enum Clock {
  public static func now() -> Date { Date() }
  public static func qualifiedNow() -> Foundation.Date { Foundation.Date() }
}
