#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's extended attributes (ACLs are `system.posix_acl_access`), read and given through
/// its descriptor. glibc has `flistxattr`, `fgetxattr` and `fsetxattr` in <sys/xattr.h>, which
/// Swift's Glibc module does not import: they are looked up when first needed, and where they
/// are missing a file has no attributes to keep.
enum ExtendedAttributes {
  /// The attributes' names and values.
  static func all(of descriptor: Int32) -> [(name: String, value: [UInt8])] {
    guard let list = functions.list, let get = functions.get else { return [] }
    let size = list(descriptor, nil, 0)
    guard size > 0 else { return [] }
    var names = [CChar](repeating: 0, count: size)
    let count = names.withUnsafeMutableBufferPointer { list(descriptor, $0.baseAddress, size) }
    guard count > 0 else { return [] }
    var attributes: [(name: String, value: [UInt8])] = []
    for raw in names.prefix(count).split(separator: 0) {
      let name = String(decoding: raw.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      let length = get(descriptor, name, nil, 0)
      guard length >= 0 else { continue }
      var value = [UInt8](repeating: 0, count: length)
      let read = value.withUnsafeMutableBytes { get(descriptor, name, $0.baseAddress, length) }
      guard read >= 0 else { continue }
      attributes.append((name, Array(value.prefix(read))))
    }
    return attributes
  }

  /// Gives `descriptor` the attribute; false when the system refuses.
  static func set(_ name: String, _ value: [UInt8], on descriptor: Int32) -> Bool {
    guard let set = functions.set else { return false }
    return value.withUnsafeBytes { set(descriptor, name, $0.baseAddress, $0.count, 0) } == 0
  }

  private typealias List = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
  private typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
  private typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

  private static let functions: (list: List?, get: Get?, set: Set?) = (
    DynamicLibrary.linkedSymbol("flistxattr", as: List.self),
    DynamicLibrary.linkedSymbol("fgetxattr", as: Get.self),
    DynamicLibrary.linkedSymbol("fsetxattr", as: Set.self)
  )
}
