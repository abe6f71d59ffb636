#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Command-line arguments and environment values as the kernel gives them: bytes, usually but
/// not always UTF-8 (a file name from an old archive can be Latin-1). Swift's own decoding
/// replaces invalid bytes with U+FFFD, after which such a file cannot be opened. Here each byte
/// that is not part of valid UTF-8 becomes a private-use scalar, U+10FF00 + byte, and turns back
/// into that byte when the text is used as a path (`fileSystemBytes`); shown to a person it is
/// U+FFFD (`displayed`).
enum LosslessText {
  private static let escapeBase: UInt32 = 0x10_FF00

  static func decode(_ bytes: some Collection<UInt8>) -> String {
    // Valid UTF-8, as nearly every argument and variable is, needs no escapes. Decoding repairs
    // invalid bytes into U+FFFD's, which differ from them: the same bytes back mean valid. Not
    // `String(validating:as:)`, whose generic checker made its types anew for each of a start's
    // hundred strings (100,000 instructions).
    var decoded = String(decoding: bytes, as: UTF8.self)
    let same = decoded.withUTF8 { text in
      bytes.withContiguousStorageIfAvailable { given in
        // Compared whole, not byte by byte: a start decodes a hundred strings.
        guard text.count == given.count, let left = text.baseAddress, let right = given.baseAddress else {
          return text.count == given.count
        }
        return memcmp(left, right, text.count) == 0
      } ?? text.elementsEqual(bytes)
    }
    if same { return decoded }
    var result = String.UnicodeScalarView()
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var pending = Array(bytes)[...]
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        result.append(Unicode.UTF8.decode(encoded))
        pending = pending.dropFirst(encoded.count)
      case .error(let length):
        for byte in pending.prefix(length) {
          result.append(Unicode.Scalar(escapeBase + UInt32(byte)) ?? "\u{FFFD}")
        }
        pending = pending.dropFirst(length)
      case .emptyInput:
        return String(result)
      }
    }
  }

  /// A C string (an `argv` entry, an `environ` entry, a path from `realpath`), decoded losslessly.
  static func decode(cString: UnsafePointer<CChar>) -> String {
    decode(bytes(ofCString: cString))
  }

  /// The bytes of a C string where they lie, not copied: read before the string is freed.
  private static func bytes(ofCString cString: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: strlen(cString))
  }

  /// The bytes `text` stands for, escapes turned back into the bytes they came from.
  static func fileSystemBytes(_ text: String) -> [UInt8] {
    // Every escape (U+10FF80…U+10FFFF) is written in UTF-8 from the byte F4: text without that
    // byte is its own UTF-8, copied whole. A scalar at a time, a command's paths cost 33,000
    // instructions (issue 60).
    if !text.utf8.contains(0xF4) { return Array(text.utf8) }
    return scalarBytes(text)
  }

  /// `fileSystemBytes` a scalar at a time: the rule itself, for text that may hold escapes.
  static func scalarBytes(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    for scalar in text.unicodeScalars {
      if (escapeBase + 0x80...escapeBase + 0xFF).contains(scalar.value) {
        bytes.append(UInt8(scalar.value - escapeBase))
      } else {
        bytes += String(scalar).utf8
      }
    }
    return bytes
  }

  /// Whether `text` came from valid UTF-8: no byte of it was escaped.
  static func isUTF8(_ text: String) -> Bool {
    !text.unicodeScalars.contains { (escapeBase + 0x80...escapeBase + 0xFF).contains($0.value) }
  }

  /// `text` for people: each escaped byte shown as U+FFFD.
  static func displayed(_ text: String) -> String {
    guard !isUTF8(text) else { return text }
    return String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { (escapeBase + 0x80...escapeBase + 0xFF).contains($0.value) ? "\u{FFFD}" : $0 }))
  }

  /// Calls `body` with `path` as a NUL-terminated C string of its file-system bytes.
  static func withPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    var bytes = fileSystemBytes(path).map { CChar(bitPattern: $0) }
    bytes.append(0)
    return bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return "".withCString(body) }
      return body(base)
    }
  }
}

extension LosslessText {
  /// The process's arguments, after the program's name, decoded losslessly.
  static func arguments() -> [String] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map {
        decode(cString: $0)
      }
    }
  }

  /// The process's environment, decoded losslessly (the first of repeated names counts).
  static func environment() -> [String: String] {
    environment(of: environ)
  }

  /// The `NAME=value` entries of `entries`, up to its first null, decoded losslessly.
  static func environment(of entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String: String] {
    // Each entry read where it lies, into a dictionary sized once:
    // 200,000 instructions of every command's start before, for forty variables.
    var count = 0
    while entries[count] != nil { count += 1 }
    var result: [String: String] = [:]
    result.reserveCapacity(count)
    for index in 0..<count {
      guard let pointer = entries[index] else { break }
      let bytes = bytes(ofCString: pointer)
      if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
        let name = decode(UnsafeBufferPointer(rebasing: bytes[..<equals]))
        if result[name] == nil { result[name] = decode(UnsafeBufferPointer(rebasing: bytes[(equals + 1)...])) }
      }
    }
    return result
  }
}
