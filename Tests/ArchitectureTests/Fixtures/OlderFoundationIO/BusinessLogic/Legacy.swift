import Foundation

// Foundation's older families: each reads a file, writes a log or waits on the clock.
public enum Legacy {
  public static func log(_ text: String) { NSLog("%@", text) }
  public static func nap() { Thread.sleep(forTimeInterval: 0.1) }
  public static func data(_ path: String) -> NSData? { NSData(contentsOfFile: path) }
  public static func text(_ path: String) -> NSString? { try? NSString(contentsOfFile: path, encoding: 4) }
  public static func spin() { RunLoop.current.run(until: .distantPast) }
  public static func stream(_ path: String) -> InputStream? { InputStream(fileAtPath: path) }
}
