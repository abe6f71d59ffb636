#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The `message` of a JSON error body (`{"message": "Invalid 'limit' - must be a number"}`, or
/// Datasette's `{"error": "…"}`), if the body has one.
enum ServerMessage {
  static func read(from body: Data) -> String? {
    body.withUnsafeBytes { raw -> String? in
      var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
      var message: String?
      do throws(JSONReadError) {
        try reader.readObject { key, reader throws(JSONReadError) in
          if (key.is("message") || key.is("error")), message == nil, try reader.peekKind() == .string {
            message = try reader.readString()
          } else {
            try reader.skipValue()
          }
        }
      } catch {
        return nil
      }
      return message
    }
  }
}
