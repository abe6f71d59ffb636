#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An object member's name as it stands in the bytes, compared without building a `String`
/// (most catalog keys are read and thrown away); a name with escapes is decoded once instead.
struct JSONKey {
  let bytes: UnsafeBufferPointer<UInt8>
  /// Set only for names holding escapes, which are compared in decoded form.
  let decoded: String?

  @inline(__always)
  func `is`(_ name: StaticString) -> Bool {
    if let decoded { return decoded == name.description }
    guard bytes.count == name.utf8CodeUnitCount, let start = bytes.baseAddress else { return false }
    return memcmp(start, name.utf8Start, bytes.count) == 0
  }

  var string: String {
    decoded ?? String(decoding: bytes, as: UTF8.self)
  }
}
