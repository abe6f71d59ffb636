import Foundation

public enum Tracing {
  public static func started() -> Date { Date() }  // architecture:allow io — the trace's own stamp

  // architecture:allow io — the legacy trace writes its own file until it is retired
  public static func legacyDump(_ text: String) {
    let path = FileManager.default.temporaryDirectory.path
    _ = FileManager.default.createFile(atPath: path + "/trace.txt", contents: Data(text.utf8))
  }

  // architecture:allow io
  public static func home() -> String? { ProcessInfo.processInfo.environment["HOME"] }

  // architecture:allow io — nothing here reads anything any more
  public static func pure(_ value: Int) -> Int { value * 2 }

  public static func unexcused() -> Date { Date() }

  // architecture:disable io
  public static func habit() -> Date { Date() }

  // architecture:allow imports — the stamp is read here on purpose
  public static func misnamed() -> Date { Date() }

  // architecture:allow clock — the stamp
  public static func unknown() -> Date { Date() }
}
