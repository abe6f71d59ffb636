import Foundation

public enum Environment {
  public static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
  public static func qualifiedExists(_ path: String) -> Bool { Foundation.FileManager.default.fileExists(atPath: path) }
  public static func home() -> String? { ProcessInfo.processInfo.environment["HOME"] }
  public static func qualifiedHome() -> String? { Foundation.ProcessInfo.processInfo.environment["HOME"] }
  public static func log(_ text: String) { print(text) }
  public static func qualifiedLog(_ text: String) { Swift.print(text) }
}
